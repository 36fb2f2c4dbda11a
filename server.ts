/**
 * The production server: static files, then Remix for everything else.
 * Compiled by scripts/build-server.ts into build/server.js.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createRemixFetchHandler, type ServerBuild } from '@remix-run/node';
import { env } from './app/lib/env.server';
import { RenderCache } from './app/lib/render-cache.server';
import { renderCacheMiddleware } from './app/lib/render-cache-middleware.server';
import { IMMUTABLE_ASSET_CACHE_CONTROL, NO_CACHE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from './app/lib/cache-control';
import {
  BASE_SECURITY_HEADERS,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  STATIC_FILE_CONTENT_SECURITY_POLICY,
} from './app/lib/security-headers.server';

const buildDirectory = path.dirname(fileURLToPath(import.meta.url));
const rootDirectory = path.resolve(buildDirectory, '..');
const publicDirectory = path.join(rootDirectory, 'public');

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Requests may carry large cookies and long URLs; the default 16 kB would reject them outright. */
const MAX_HEADER_BYTES = 32 * 1024;
/**
 * Slow clients (slowloris) hold a connection open by trickling their request.
 * A client gets this long to send its headers, and this long for the whole
 * request; Node checks every second rather than every thirty, so a slow
 * connection is cut close to its deadline.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Paths the static middleware must never see: encoded separators, parent
 * references, NUL bytes, backslashes and empty segments. Remix answers them
 * with the 404 page instead of the file server's 403.
 */
const SUSPICIOUS_PATH = /%2f|%5c|%00|\\|\/\/|(^|\/)\.\.?(\/|$)|%2e%2e/i;

function logRequests(request: Request, response: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    const url = request.originalUrl.length > 200 ? `${request.originalUrl.slice(0, 200)}…` : request.originalUrl;
    console.log(`${request.method} ${url} ${response.statusCode} ${milliseconds.toFixed(1)}ms`);
  });
  next();
}

function securityHeaders(_request: Request, response: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.setHeader(name, value);
  next();
}

/** Build assets under /x/build/ are immutable; the rest of public/ is cached briefly. */
function staticFiles() {
  const router = express.Router();
  router.use(
    '/x/build',
    express.static(path.join(publicDirectory, 'x', 'build'), {
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
        response.setHeader('Content-Security-Policy', serviceWorker ? SERVICE_WORKER_CONTENT_SECURITY_POLICY : STATIC_FILE_CONTENT_SECURITY_POLICY);
      },
    }),
  );
  return (request: Request, response: Response, next: NextFunction) => {
    const rawPath = request.originalUrl.split('?', 1)[0];
    if (SUSPICIOUS_PATH.test(rawPath)) return next();
    return router(request, response, next);
  };
}

export async function createServer(build: ServerBuild, { renderCache = env.RENDER_CACHE === 'on' ? new RenderCache() : null } = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(logRequests);
  app.use(securityHeaders);
  app.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.type('text/plain').send('ok');
  });
  app.use(compression());
  app.use(staticFiles());
  if (renderCache) app.use(renderCacheMiddleware({ cache: renderCache, render: createRemixFetchHandler(build, env.NODE_ENV) }));
  app.all('*', createRequestHandler({ build, mode: env.NODE_ENV }));
  // Anything that escapes Remix: a plain page, never a stack trace.
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    console.error(error);
    if (response.headersSent) return response.end();
    response.status(500).type('text/html').send('<!DOCTYPE html><title>Server error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>');
  });
  return app;
}

export async function startServer({ port = env.PORT, host = env.HOST } = {}) {
  const started = performance.now();
  const build = (await import(pathToFileURL(path.join(buildDirectory, 'index.js')).href)) as ServerBuild;
  const app = await createServer(build);
  const server = http.createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    app,
  );

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`MUI X docs listening on http://localhost:${actualPort}/x/ (ready in ${Math.round(performance.now() - started)} ms)`);

  let shuttingDown = false;
  // Responses not yet begun; on shutdown they are told to close their connection.
  const pendingResponses = new Set<http.ServerResponse>();
  // Ahead of the app, which may answer a cached page before any later listener runs.
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (shuttingDown) return response.setHeader('Connection', 'close');
    pendingResponses.add(response);
    response.once('close', () => pendingResponses.delete(response));
  });
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // close() stops accepting connections, drops idle keep-alive ones and
    // waits for requests in progress. Those answer with Connection: close, so
    // a keep-alive client (a proxy) cannot keep the process alive with new
    // requests. The timer bounds a stuck client, and says so in the exit code.
    for (const response of pendingResponses) if (!response.headersSent) response.setHeader('Connection', 'close');
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Still busy ${SHUTDOWN_GRACE_MS} ms after ${signal}: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

// Started as a program (node build/server.js); imported by tests, it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
