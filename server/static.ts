/**
 * Files from public/: build assets under /x/build/ are immutable, and sent
 * compressed as the build stored them (precompressed-assets.ts); the rest
 * (icons, images, fonts, the service worker) are cached briefly.
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { IMMUTABLE_ASSET_CACHE_CONTROL, NO_CACHE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from '~/lib/cache-control';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY, STATIC_FILE_CONTENT_SECURITY_POLICY } from '~/lib/security-headers.server';
import { precompressedAssets } from './precompressed-assets';
import { isSuspiciousPath } from './security';

/** `assetsPath` is where the browser build is served from (`/x/build` in production). */
export function staticFiles(publicDirectory: string, assetsPath: string) {
  const router = express.Router();
  const assetsDirectory = path.join(publicDirectory, ...assetsPath.split('/').filter(Boolean));
  router.use(
    assetsPath,
    precompressedAssets(assetsDirectory),
    express.static(assetsDirectory, {
      index: false,
      redirect: false,
      setHeaders: (response) => {
        response.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE_CONTROL);
        response.setHeader('Content-Security-Policy', STATIC_FILE_CONTENT_SECURITY_POLICY);
      },
    }),
  );
  router.use(
    express.static(publicDirectory, {
      index: false,
      redirect: false,
      setHeaders: (response, filePath) => {
        const serviceWorker = filePath.endsWith(`${path.sep}sw.js`);
        response.setHeader('Cache-Control', serviceWorker ? NO_CACHE_CACHE_CONTROL : STATIC_FILE_CACHE_CONTROL);
        response.setHeader(
          'Content-Security-Policy',
          serviceWorker ? SERVICE_WORKER_CONTENT_SECURITY_POLICY : STATIC_FILE_CONTENT_SECURITY_POLICY,
        );
      },
    }),
  );
  return (request: Request, response: Response, next: NextFunction) => {
    if (isSuspiciousPath(request.originalUrl)) return next();
    return router(request, response, next);
  };
}
