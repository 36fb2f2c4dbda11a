import { renderToString } from 'react-dom/server';
import { RemixServer } from '@remix-run/react';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache, createRtlEmotionCache } from '~/shell/emotion/emotion-cache';
import { RequestShellSettingsProvider, type ShellSettings } from '~/shell/theme/shell-settings';
import { pagePreferencesFromCookies } from '~/preferences/page-variant';
import { demoModuleCache } from '~/content/module-cache';
import { DemoRoot } from '~/demos/DemoRoot';
import { themeStyleChunks } from '~/shell/theme/theme-styles.server';
import { isPlaygroundPath } from '~/shell/playground-path';
import { startAfterFirstPaint } from '~/shell/deferred-boot.server';
import { demoIdentifierPrefix, DemoServerRendererProvider, type DemoServerRenderer } from '~/demos/demo-server-renderer';
import { insertCriticalStyles, serializeEmotionStyles } from '~/shell/emotion/CriticalStyles';
import { cssBundle } from '~/shell/css-bundle.server';
import { documentContentSecurityPolicy, ifNoneMatchHits, inlineScriptHashes, TEXT_CONTENT_SECURITY_POLICY, weakEtag } from '~/lib/security-headers.server';
import { env, thirdPartyOrigins } from '~/lib/env.server';
import { forbidSharedCachingOfCookies } from '~/lib/cache-control';
import { findMarkdownDocument, MARKDOWN_CONTENT_TYPE, MARKDOWN_NOT_FOUND } from '~/markdown/markdown-document';
import { pagePathnameFromMarkdown } from '~/markdown/markdown-path';

/**
 * Documents are rendered whole (not streamed): Emotion's critical CSS can only
 * be extracted from the complete markup, and a complete document is what the
 * CDN caches anyway. Pages load their modules before rendering, so nothing
 * suspends here.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const markdown = findMarkdownDocument(remixContext.staticHandlerContext.loaderData);
  if (markdown !== null) return markdownResponse(request, markdown, status, headers);
  if (status === 404 && pagePathnameFromMarkdown(new URL(request.url).pathname)) return markdownResponse(request, MARKDOWN_NOT_FOUND, status, headers);

  const { direction, dense } = pagePreferencesFromCookies(request.headers.get('Cookie'));
  const shellSettings: ShellSettings = { direction, dense };
  const cache = createEmotionCache();
  // Demos are rendered in the reader's direction: right to left, their styles come flipped from a cache of their own.
  const demoCache = direction === 'rtl' ? createRtlEmotionCache() : cache;
  const emotionServers = [...new Set([cache, demoCache])].map((each) => createEmotionServer(each));
  // Demo islands render as roots of their own, in the request's direction and
  // density, with an Emotion cache whose critical CSS is extracted with the page's.
  const renderDemo: DemoServerRenderer = (moduleKey) => {
    const Demo = demoModuleCache.get(moduleKey);
    if (!Demo) return '';
    return renderToString(
      <CacheProvider value={demoCache}>
        <RequestShellSettingsProvider value={shellSettings}>
          <DemoRoot>
            <Demo />
          </DemoRoot>
        </RequestShellSettingsProvider>
      </CacheProvider>,
      { identifierPrefix: demoIdentifierPrefix(moduleKey) },
    );
  };
  const markup = renderToString(
    <CacheProvider value={cache}>
      <DemoServerRendererProvider value={renderDemo}>
        <RemixServer context={remixContext} url={request.url} />
      </DemoServerRendererProvider>
    </CacheProvider>,
  );
  const themeStyles = isPlaygroundPath(new URL(request.url).pathname) ? [] : themeStyleChunks();
  const demoStyles = emotionServers.flatMap((server) => server.extractCriticalToChunks(markup).styles);
  const emotionStyles = serializeEmotionStyles([...themeStyles, ...demoStyles]);
  const html = `<!DOCTYPE html>${startAfterFirstPaint(insertCriticalStyles(markup, { cssBundle: cssBundle().css, emotionStyles }))}`;

  headers.set('Content-Type', 'text/html; charset=utf-8');
  forbidSharedCachingOfCookies(headers);
  headers.set(
    'Content-Security-Policy',
    documentContentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html),
      extraScriptOrigins: thirdPartyOrigins.script,
      extraConnectOrigins: thirdPartyOrigins.connect,
      extraImageOrigins: thirdPartyOrigins.image,
      development: env.NODE_ENV === 'development',
    }),
  );
  return respond(request, html, status, headers);
}

function markdownResponse(request: Request, markdown: string, status: number, headers: Headers): Response {
  headers.set('Content-Type', MARKDOWN_CONTENT_TYPE);
  headers.set('Content-Security-Policy', TEXT_CONTENT_SECURITY_POLICY);
  return respond(request, markdown, status, headers);
}

/** The body with its ETag, or a 304 when the browser already has it. */
function respond(request: Request, body: string, status: number, headers: Headers): Response {
  const etag = weakEtag(body);
  headers.set('ETag', etag);
  if (status === 200 && ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, headers });
}

/** Loader data (client-side navigation) follows the same rule as documents: nothing cacheable sets a cookie. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  forbidSharedCachingOfCookies(response.headers);
  return response;
};

/** Loader and action errors are logged once, without request data that could hold secrets. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? error.stack ?? error.message : error);
}
