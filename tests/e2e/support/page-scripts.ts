import fs from 'node:fs';
import path from 'node:path';
import { PRECOMPRESS_MIN_BYTES } from '../../../scripts/build/precompress';
import { ROOT } from './server';

/** Where the build stored a script the site serves at `address`, or one of its compressed files. */
export function storedScript(address: string, extension = ''): string {
  return path.join(ROOT, 'public', `${address}${extension}`);
}

/**
 * The build's scripts a page's HTML names that the build also stored compressed (smaller ones are
 * sent as they are), largest first. An address ends at a quote or a space: a demo's container names
 * its chunks in one attribute, each after the first by its file name alone.
 */
export function compressedScriptsOf(html: string): string[] {
  const addresses = new Set([...html.matchAll(/\/x\/build\/[^"\s]+\.js/g)].map(([address]) => address));
  return [...addresses]
    .map((address) => ({ address, size: fs.statSync(storedScript(address)).size }))
    .filter(({ size }) => size >= PRECOMPRESS_MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({ address }) => address);
}
