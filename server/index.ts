/**
 * The server, in production and in development alike: security headers, the
 * path guard, the MCP endpoint, static files, the page variant, Markdown, the render cache,
 * then Remix. Compiled by scripts/build-server.ts into build/server.js; run
 * from source by `npm run dev` (with tsx, under `remix dev --manual`), where
 * it reloads the app's build whenever Remix rewrites it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { createRequestHandler } from '@remix-run/express';
import { broadcastDevReady, createRequestHandler as createRemixFetchHandler, type ServerBuild } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { entryResponderMiddleware } from './entry-responders';
import { mcpRouter } from './mcp';
import { attachPageVariant, loadContextOf, pageVariantOfResponse } from './page-variant';
import { RenderCache } from './render-cache';
import { renderCacheMiddleware } from './render-cache-middleware';
import { securityHeaders } from './security';
import { staticFiles } from './static';
import { BUILD_LOCATIONS, type BuildMode } from './build-locations.mjs';

const rootDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function logRequests(request: Request, response: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    const url = request.originalUrl.length > 200 ? `${request.originalUrl.slice(0, 200)}…` : request.originalUrl;
    console.log(`${request.method} ${url} ${response.statusCode} ${milliseconds.toFixed(1)}ms`);
  });
  next();
}

export interface ServerOptions {
  /** The app's build; a function in development, where it changes under the running server. */
  build: ServerBuild | (() => ServerBuild);
  mode?: BuildMode;
  renderCache?: RenderCache | null;
}

export async function createServer({
  build,
  mode = 'production',
  renderCache = mode === 'production' && env.RENDER_CACHE === 'on' ? new RenderCache() : null,
}: ServerOptions) {
  const getBuild = typeof build === 'function' ? build : () => build;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(logRequests);
  app.use(securityHeaders);
  app.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    response.type('text/plain').send('ok');
  });
  app.use(compression());
  app.use(mcpRouter(getBuild));
  app.use(staticFiles(publicDirectory, BUILD_LOCATIONS[mode].publicPath));
  app.use(attachPageVariant);
  app.use(entryResponderMiddleware(getBuild, 'markdownResponse'));
  app.use(entryResponderMiddleware(getBuild, 'demoProjectResponse'));
  if (renderCache) {
    app.use(
      renderCacheMiddleware({
        cache: renderCache,
        render: (request, context) => createRemixFetchHandler(getBuild(), mode)(request, context),
      }),
    );
  }
  app.all('*', (request, response, next) =>
    createRequestHandler({
      build: getBuild(),
      mode,
      getLoadContext: (req, res) => loadContextOf(pageVariantOfResponse(res), req.originalUrl),
    })(request, response, next),
  );
  // Anything that escapes Remix: a plain page, never a stack trace.
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    console.error(error);
    if (response.headersSent) return response.end();
    response
      .status(500)
      .type('text/html')
      .send('<!DOCTYPE html><title>Server error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>');
  });
  return app;
}

async function importBuild(file: string, version = ''): Promise<ServerBuild> {
  return (await import(`${pathToFileURL(file).href}${version}`)) as ServerBuild;
}

/**
 * The production server refuses a development build: its scripts are not
 * what the production Content-Security-Policy admits, so no page would ever
 * hydrate, silently.
 */
export function assertBuildMatches(build: Pick<ServerBuild, 'mode'>, mode: BuildMode): void {
  if (build.mode !== mode) {
    throw new Error(
      `The app build at ${BUILD_LOCATIONS[mode].serverBuildPath} is a ${build.mode} build, and this server runs in ${mode}: run \`npm run build\` first.`,
    );
  }
}

/** Development: the build Remix's watcher rewrites, reloaded on each change and announced back to `remix dev`. */
async function developmentBuild(): Promise<() => ServerBuild> {
  const file = path.join(rootDirectory, BUILD_LOCATIONS.development.serverBuildPath);
  let build = await importBuild(file, `?t=${Date.now()}`);
  broadcastDevReady(build);
  let timer: NodeJS.Timeout | undefined;
  fs.watch(path.dirname(file), () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        build = await importBuild(file, `?t=${Date.now()}`);
        broadcastDevReady(build);
      } catch (error) {
        console.error('Could not reload the app build:', error);
      }
    }, 100);
  });
  return () => build;
}

export async function startServer({ port = env.PORT, host = env.HOST } = {}) {
  const started = performance.now();
  const mode: BuildMode = env.NODE_ENV === 'development' ? 'development' : 'production';
  let build: ServerBuild | (() => ServerBuild);
  if (mode === 'development') build = await developmentBuild();
  else {
    const file = path.join(rootDirectory, BUILD_LOCATIONS.production.serverBuildPath);
    if (!fs.existsSync(file))
      throw new Error(`No app build at ${BUILD_LOCATIONS.production.serverBuildPath}: run \`npm run build\` first.`);
    build = await importBuild(file);
    assertBuildMatches(build, mode);
  }
  const app = await createServer({ build, mode });
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

// Started as a program (node build/server.js, or tsx server/index.ts in development); imported by tests, it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startServer().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
