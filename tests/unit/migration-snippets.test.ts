import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeErrorsIn } from './support/reader-code';
import { freshProjectFolder } from './support/project-folder';

/**
 * The migration guides pair "before" code (the old version, never checked)
 * with "after" code, which readers paste into an 8.7.0 project: every
 * ```tsx after block must type-check against the installed packages.
 */
const MIGRATION_DIR = path.resolve('content/migration');
const AFTER_BLOCK = /^```(tsx|ts)\s+after\s*\n([\s\S]*?)^```\s*$/gm;

function findAfterSnippets(): { file: string; line: number; language: string; code: string }[] {
  if (!fs.existsSync(MIGRATION_DIR)) return [];
  const snippets = [];
  for (const entry of fs.readdirSync(MIGRATION_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mdx')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(AFTER_BLOCK)) {
      snippets.push({
        file: path.relative(process.cwd(), file),
        line: source.slice(0, match.index).split('\n').length,
        language: match[1] ?? '',
        code: match[2] ?? '',
      });
    }
  }
  return snippets;
}

describe('migration guides', () => {
  const snippets = findAfterSnippets();

  it('have "after" snippets to check', () => {
    expect(snippets.length).toBeGreaterThan(20);
  });

  it('have "after" snippets that type-check against 8.7.0', () => {
    const directory = freshProjectFolder('migration-snippets');
    const origin = new Map<string, string>();
    snippets.forEach((snippet, index) => {
      // Each snippet is its own module, beside the project so imports resolve to its node_modules.
      const file = path.join(directory, `snippet-${index}.${snippet.language}`);
      fs.writeFileSync(
        file,
        snippet.code.includes('import ') || snippet.code.includes('export ') ? snippet.code : `${snippet.code}\nexport {};\n`,
      );
      origin.set(file, `${snippet.file}:${snippet.line}`);
    });
    const errors = typeErrorsIn(origin);
    expect(errors).toEqual([]);
  }, 240_000);
});
