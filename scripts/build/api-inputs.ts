/**
 * What the API reference is made from: the installed packages (their exact
 * versions, through the lockfile and any vendored tarball), the generator's
 * own sources, which pages there are and which of their demos import each name. The same key means
 * the same output, so the API stage can keep what the last build wrote.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashFiles, hashOf } from './cache';
import type { ContentDiscovery } from './discover';

/** Written beside the API index: the key of the inputs it was generated from. */
export const API_INPUTS_FILE = 'api-inputs.txt';

async function filesIn(directory: string, pattern: RegExp): Promise<string[]> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  return names.filter((name) => pattern.test(name) && !name.endsWith('.test.ts')).sort().map((name) => path.join(directory, name));
}

export async function apiInputsKey(root: string, { pages, usage }: ContentDiscovery): Promise<string> {
  const files = [
    ...(await filesIn(path.join(root, 'scripts/api'), /\.ts$/)),
    path.join(root, 'app/api-docs/api-types.ts'),
    path.join(root, 'app/api-docs/grid-api-reference.ts'),
    path.join(root, 'package-lock.json'),
    ...(await filesIn(path.join(root, 'vendor'), /\.tgz$/)),
  ];
  const usageText = JSON.stringify([...usage].sort(([a], [b]) => a.localeCompare(b)));
  // The declarations' demo links are kept only to pages this site has.
  const pageKeys = JSON.stringify(pages.map((page) => page.key));
  return hashOf([await hashFiles(root, files), usageText, pageKeys]);
}
