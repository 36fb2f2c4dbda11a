import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A new empty folder for a test's own project files, inside the repository so
 * that their imports resolve to its node_modules, and under .cache/, where the
 * type check, ESLint and git never look: the unit tests run while the type
 * check and ESLint walk the tree (scripts/test-all.mjs).
 */
export async function temporaryProjectFolder(prefix: string): Promise<string> {
  const parent = path.join(process.cwd(), '.cache', 'test-projects');
  await fs.mkdir(parent, { recursive: true });
  return fs.mkdtemp(path.join(parent, prefix));
}
