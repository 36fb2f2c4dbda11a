/**
 * Serves page requests from the render cache, and renders (once) what it lacks.
 *
 * Only GET and HEAD requests come here, without a query string or with
 * exactly Remix's own `?_data=<route id>`: the data of a client-side
 * navigation, which the reader's click waits for, depends on the page and its
 * variant as the document does (at 20 to 35 ms a render, it also held up the
 * page's chunk requests queued behind it). Other query strings are not
 * normalised away: the employees endpoint reads its query, and tracking
 * parameters on a page link are rare; those requests are rendered as before,
 * which is correct and keeps memory bounded, at the cost of a render.
 *
 * A page is rendered from its key alone (see canonicalRequest), with the
 * page variant that server/page-variant.ts attached to the response.
 * Conditional requests are answered here from the stored ETag, so a render is
 * always complete and storable.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { ifNoneMatchHits } from '~/lib/security-headers.server';
import type { AppLoadContext } from '@remix-run/node';
import {
  canonicalRequest,
  isCacheableDocument,
  renderCacheKey,
  type PageRequest,
  type RenderCache,
  type RenderedDocument,
} from './render-cache';
import { isRemixDataRequest, loadContextOf, pageVariantOfResponse } from './page-variant';

/** The Remix request handler at the Fetch API level. */
export type RenderFunction = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Header that tells tests and operators whether the page came from memory (HIT) or was rendered for this request (MISS). */
export const RENDER_CACHE_STATUS_HEADER = 'X-Render-Cache';

/** A Remix data request and nothing else; a route id is short and URL-safe once encoded. */
const DATA_REQUEST_QUERY = /^\?_data=[\w%.-]{1,200}$/;

/** Whether the render cache answers this path and query: a page, or a page's Remix data. */
function isRenderCacheable(originalUrl: string): boolean {
  const queryStart = originalUrl.indexOf('?');
  return queryStart === -1 || DATA_REQUEST_QUERY.test(originalUrl.slice(queryStart));
}

/** The origin pages are rendered under; nothing rendered may depend on the real one. */
const RENDER_ORIGIN = 'http://localhost';

interface RenderOutcome {
  document: RenderedDocument;
  stored: boolean;
}

async function toDocument(response: Response): Promise<RenderedDocument> {
  return { status: response.status, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) };
}

function send(request: ExpressRequest, response: ExpressResponse, document: RenderedDocument, cacheStatus: 'HIT' | 'MISS') {
  response.status(document.status);
  for (const [name, value] of document.headers) response.append(name, value);
  response.setHeader(RENDER_CACHE_STATUS_HEADER, cacheStatus);
  const etag = response.getHeader('ETag');
  if (document.status === 200 && typeof etag === 'string' && ifNoneMatchHits(request.get('If-None-Match'), etag)) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Length', document.body.length);
  response.end(document.body); // Node leaves the body out of a HEAD answer
}

export function renderCacheMiddleware({ cache, render }: { cache: RenderCache; render: RenderFunction }) {
  // Renders in progress by key: a page requested again before its first render ends waits for that render.
  const inFlight = new Map<string, Promise<RenderOutcome>>();

  async function renderAndStore(key: string, page: PageRequest): Promise<RenderOutcome> {
    const request = canonicalRequest(page, RENDER_ORIGIN);
    const response = await render(request, loadContextOf(page.variant, request.url));
    const document = await toDocument(response);
    const stored = isCacheableDocument(response, { isDataRequest: isRemixDataRequest(request.url) }) && cache.set(key, document);
    return { document, stored };
  }

  async function renderShared(key: string, page: PageRequest): Promise<RenderedDocument> {
    const pending = inFlight.get(key);
    if (pending) {
      const outcome = await pending;
      // Only a stored page is known to depend on nothing but the key; anything else is rendered for each request.
      if (outcome.stored) return outcome.document;
      return (await renderAndStore(key, page)).document;
    }
    const render = renderAndStore(key, page);
    inFlight.set(key, render);
    try {
      return (await render).document;
    } finally {
      inFlight.delete(key);
    }
  }

  return async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isRenderCacheable(request.originalUrl)) return next();
    try {
      const page = { pathname: request.originalUrl, variant: pageVariantOfResponse(response) };
      const key = renderCacheKey(page);
      const cached = cache.get(key);
      if (cached) return send(request, response, cached, 'HIT');
      send(request, response, await renderShared(key, page), 'MISS');
    } catch (error) {
      next(error);
    }
  };
}
