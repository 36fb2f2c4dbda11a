import fs from 'node:fs';
import path from 'node:path';

/**
 * A fresh, empty folder under .cache/ for one suite's project files: inside the
 * repository, so that their imports resolve to its node_modules, and where the
 * type check, ESLint and git never look (the unit tests run while the type
 * check and ESLint walk the tree: scripts/test-all.mjs).
 */
export function freshProjectFolder(name: string): string {
  const directory = path.resolve('.cache', name);
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  return directory;
}
