/**
 * What a response depends on, worked out once per request, before anything
 * else looks at it: the render cache keys on it, the Markdown step reads its
 * representation, and Remix's loaders and document renderer receive it in
 * the load context. Nothing after this parses a preference cookie again.
 */
import type { NextFunction, Request, Response } from 'express';
import type { AppLoadContext } from '@remix-run/node';
import { pageVariantOf, type PageVariant } from '~/preferences/page-variant';

export function attachPageVariant(request: Request, response: Response, next: NextFunction) {
  response.locals.pageVariant = pageVariantOf(request.get('Accept'), request.get('Cookie'));
  next();
}

export function pageVariantOfResponse(response: Response): PageVariant {
  return response.locals.pageVariant as PageVariant;
}

/** Whether a request is for Remix's data of a route (`?_data=`) rather than a document. */
export function isRemixDataRequest(url: string): boolean {
  return new URL(url, 'http://localhost').searchParams.has('_data');
}

/** A Remix data request renders no document, so its loader keeps the demos' code in the data. */
export function loadContextOf(variant: PageVariant, url: string): AppLoadContext {
  return { pageVariant: variant, documentCode: isRemixDataRequest(url) ? null : new Map() };
}
