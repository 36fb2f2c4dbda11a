/**
 * Build assets compressed once, by the build, instead of on every request.
 * Compressing on the fly (the compression middleware, brotli at quality 4)
 * cost the server 100 to 260 ms of CPU for each first load of the Data Grid
 * overview's 98 scripts, on the same cores as the reader's browser when both
 * run on one machine, and sent 15 % more bytes than brotli at its best. The
 * build writes each script and stylesheet beside itself in every encoding
 * below; this middleware sends the one the client prefers, and everything
 * else falls through to the static files and the compression middleware.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import Negotiator from 'negotiator';

/**
 * Best first. Brotli for browsers; gzip for the edge cache, which asks the
 * origin for gzip only (deploy/nginx.conf), and for the rare client without brotli.
 */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

/** The kinds of asset worth compressing: the fonts and images are compressed formats already. */
export const PRECOMPRESSIBLE_EXTENSIONS = ['.js', '.css'] as const;

/**
 * The URL path of each asset (relative to `directory`, with a leading slash)
 * to the encodings stored beside it, best first. Read once: the build's
 * assets do not change under a running server.
 */
export function findPrecompressedAssets(directory: string): Map<string, PrecompressedEncoding[]> {
  let names: string[];
  try {
    names = fs.readdirSync(directory, { recursive: true, encoding: 'utf8' });
  } catch {
    return new Map();
  }
  const present = new Set(names.map((name) => name.split(path.sep).join('/')));
  const assets = new Map<string, PrecompressedEncoding[]>();
  for (const name of present) {
    if (!PRECOMPRESSIBLE_EXTENSIONS.some((extension) => name.endsWith(extension))) continue;
    const encodings = PRECOMPRESSED_ENCODINGS.filter(({ extension }) => present.has(name + extension)).map(({ encoding }) => encoding);
    if (encodings.length > 0) assets.set(`/${name}`, encodings);
  }
  return assets;
}

/**
 * Which of `encodings` (stored, best first) to send for an Accept-Encoding
 * header; null for the asset itself. The client's q-values decide, and ties go
 * to the first of `encodings`: browsers list gzip before brotli, at the same q.
 */
export function chooseStoredEncoding(
  acceptEncoding: string | undefined,
  encodings: readonly PrecompressedEncoding[],
): PrecompressedEncoding | null {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding([...encodings, 'identity'], encodings);
  return encodings.find((encoding) => encoding === chosen) ?? null;
}

const { mime } = express.static;

function contentTypeOf(assetPath: string): string {
  const type = mime.lookup(assetPath);
  const charset = mime.charsets.lookup(type, '');
  return charset ? `${type}; charset=${charset}` : type;
}

/**
 * Serves `<asset>.br` or `<asset>.gz` in place of `<asset>`, by the request's
 * Accept-Encoding, with the asset's own content type. Mounted before the
 * static files of `directory`, which then send the chosen file.
 */
export function precompressedAssets(directory: string) {
  const assets = findPrecompressedAssets(directory);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const encodings = assets.get(request.path);
    if (!encodings) return next();
    response.vary('Accept-Encoding');
    const chosen = chooseStoredEncoding(request.headers['accept-encoding'], encodings);
    const stored = PRECOMPRESSED_ENCODINGS.find(({ encoding }) => encoding === chosen);
    if (!stored) return next();
    // Set before the static files run, as they would set it for the asset itself: they keep a content type already set.
    response.setHeader('Content-Type', contentTypeOf(request.path));
    response.setHeader('Content-Encoding', stored.encoding);
    const query = request.url.slice(request.path.length);
    request.url = `${request.path}${stored.extension}${query}`;
    return next();
  };
}
