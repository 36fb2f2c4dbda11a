/**
 * Pages as Markdown, before Remix: a `.md` URL, or a page URL whose Accept
 * prefers `text/markdown`, is answered here by the app's one function for it
 * (app/markdown/markdown-response.server.ts, exported by the server build's
 * entry module so that it shares the build's modules and data). Everything
 * else goes on to Remix.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { PageVariant } from '~/preferences/page-variant';
import { fetchRequestOf, sendFetchResponse } from './fetch-response';
import { pageVariantOfResponse } from './page-variant';

type MarkdownResponder = (request: globalThis.Request, variant: PageVariant) => globalThis.Response | null;

const ORIGIN = 'http://localhost';

function responderOf(build: ServerBuild): MarkdownResponder {
  const responder = (build.entry.module as unknown as { markdownResponse?: MarkdownResponder }).markdownResponse;
  if (!responder) throw new Error('The server build does not export markdownResponse from app/entry.server.tsx');
  return responder;
}

export function markdownMiddleware(getBuild: () => ServerBuild) {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    try {
      const answer = responderOf(getBuild())(fetchRequestOf(request, ORIGIN), pageVariantOfResponse(response));
      if (!answer) return next();
      await sendFetchResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}
