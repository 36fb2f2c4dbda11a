/**
 * Where the build's generated files live (app/.generated/), found from this
 * module's own location: one folder up in the server build (build/index.js),
 * two up when the source runs directly (tests, scripts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findGeneratedDirectory(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'app', '.generated');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('app/.generated/ not found: run the build first (npm run build)');
    directory = parent;
  }
}

let generatedDirectory: string | undefined;

export function generatedPath(...segments: string[]): string {
  generatedDirectory ??= findGeneratedDirectory();
  return path.join(generatedDirectory, ...segments);
}

/** A path from the project's root (where app/, public/ and build/ sit side by side). */
export function projectPath(...segments: string[]): string {
  return path.join(generatedPath(), '..', '..', ...segments);
}
