/**
 * Writes each browser script and stylesheet of the build beside itself in
 * every encoding the server sends as stored (server/precompressed-assets.ts),
 * at each encoding's best compression. The assets are rewritten by every
 * build (Remix empties their folder), but their contents rarely change: what
 * was compressed before comes from the build's cache, by the hash of the bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED_ENCODINGS, PRECOMPRESSIBLE_EXTENSIONS, type PrecompressedEncoding } from '../../server/precompressed-assets';
import { hashOf, type BuildCache } from './cache';

const CACHE_STAGE = 'precompress';
/** Below this the compression middleware sends a file as it is (its default threshold); so do we. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** zlib's thread pool has four threads; the build machine has two cores. */
const CONCURRENCY = 4;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Each encoding at its best setting: the work is done once per asset, not per request. */
const COMPRESSORS: Record<PrecompressedEncoding, { settings: string; compress: (bytes: Buffer) => Promise<Buffer> }> = {
  br: {
    settings: 'brotli quality 11',
    compress: (bytes) =>
      brotliCompress(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  gzip: { settings: 'gzip level 9', compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
};

export interface PrecompressResult {
  /** Assets written in at least one encoding. */
  assets: number;
  /** Encodings compressed by this run, and taken from the cache: once per distinct content, however many assets share it. */
  compressed: number;
  fromCache: number;
  /** The assets' bytes, and their brotli files' bytes. */
  bytes: number;
  brotliBytes: number;
}

async function filesUnder(directory: string): Promise<string[]> {
  const names = await fs.readdir(directory, { recursive: true, encoding: 'utf8' }).catch(() => [] as string[]);
  return names.map((name) => path.join(directory, name));
}

export async function precompressAssets(directory: string, cache?: BuildCache): Promise<PrecompressResult> {
  const files = (await filesUnder(directory)).filter((file) => PRECOMPRESSIBLE_EXTENSIONS.some((extension) => file.endsWith(extension)));
  const result: PrecompressResult = { assets: 0, compressed: 0, fromCache: 0, bytes: 0, brotliBytes: 0 };
  // esbuild emits some chunks more than once under other names (five copies of one in the site's
  // build): their encodings are made, or read, once.
  const encodings = new Map<string, Promise<Buffer>>();
  const encode = (encoding: PrecompressedEncoding, bytes: Buffer): Promise<Buffer> => {
    const { settings, compress } = COMPRESSORS[encoding];
    const key = hashOf([settings, bytes]);
    let encoded = encodings.get(key);
    if (!encoded) {
      encoded = (async () => {
        const stored = await cache?.getBytes(CACHE_STAGE, key);
        if (stored) {
          result.fromCache += 1;
          return stored;
        }
        const made = await compress(bytes);
        result.compressed += 1;
        await cache?.setBytes(CACHE_STAGE, key, made);
        return made;
      })();
      encodings.set(key, encoded);
    }
    return encoded;
  };

  const precompress = async (file: string) => {
    const bytes = await fs.readFile(file);
    if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
    let written = false;
    for (const { encoding, extension } of PRECOMPRESSED_ENCODINGS) {
      const encoded = await encode(encoding, bytes);
      // A file that does not shrink is sent as it is.
      if (encoded.length >= bytes.length) continue;
      await fs.writeFile(file + extension, encoded);
      written = true;
      if (encoding === 'br') result.brotliBytes += encoded.length;
    }
    if (written) {
      result.assets += 1;
      result.bytes += bytes.length;
    }
  };

  const queue = [...files];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await precompress(file);
    }),
  );
  await cache?.prune(CACHE_STAGE);
  return result;
}
