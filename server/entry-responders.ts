/**
 * Answers decided before Remix, by functions the app's entry module exports
 * (so that they share the server build's modules and data). Each takes the
 * request and its page variant and returns a Response, or null to let the
 * request go on to Remix:
 *
 * - `markdownResponse` (app/markdown/markdown-response.server.ts): a `.md`
 *   URL, or a page URL whose Accept prefers `text/markdown`;
 * - `demoProjectResponse` (app/demos/demo-project-response.server.ts): a
 *   demo's runnable project, `/x/<page>/demos/<DemoName>/project.zip`.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { PageVariant } from '~/preferences/page-variant';
import { fetchRequestOf, sendFetchResponse } from './fetch-response';
import { pageVariantOfResponse } from './page-variant';

type EntryResponder = (request: globalThis.Request, variant: PageVariant) => globalThis.Response | null;
type ResponderName = 'markdownResponse' | 'demoProjectResponse';

const ORIGIN = 'http://localhost';

function responderOf(build: ServerBuild, name: ResponderName): EntryResponder {
  const responder = (build.entry.module as unknown as Partial<Record<ResponderName, EntryResponder>>)[name];
  if (!responder) throw new Error(`The server build does not export ${name} from app/entry.server.tsx`);
  return responder;
}

export function entryResponderMiddleware(getBuild: () => ServerBuild, name: ResponderName) {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    try {
      const answer = responderOf(getBuild(), name)(fetchRequestOf(request, ORIGIN), pageVariantOfResponse(response));
      if (!answer) return next();
      await sendFetchResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}
