/**
 * Answers of the resource routes that serve text (llms.txt, the sitemap,
 * robots.txt): cached like pages, since they change only with a deploy, and
 * with the text-only security policy.
 */
import { HTML_CACHE_CONTROL } from './cache-control';
import { ifNoneMatchHits, TEXT_CONTENT_SECURITY_POLICY, weakEtag } from './security-headers.server';

export function textResponse(request: Request, body: string, contentType: string, extraHeaders: Record<string, string> = {}): Response {
  const etag = weakEtag(body);
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': HTML_CACHE_CONTROL,
    'Content-Security-Policy': TEXT_CONTENT_SECURITY_POLICY,
    ETag: etag,
    ...extraHeaders,
  };
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, { headers });
}
