/**
 * Where the files the build generates for the server live. A deployed server
 * reads only its build output: the build copies what the server reads at run
 * time (API pages, the search index) into build/generated/, beside the server
 * bundle. Code that runs from the source tree (the dev server, tests,
 * scripts) reads app/.generated/ instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder, next to the production server bundle, that the build's last stage fills. */
export const BUILD_GENERATED_FOLDER = 'generated';

function findUpwards(relative: string, what: string): string {
  for (let directory = here; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, relative);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) throw new Error(`${what} not found: run the build first (npm run build)`);
  }
}

let generatedDirectory: string | undefined;
let projectDirectory: string | undefined;

export function generatedPath(...segments: string[]): string {
  generatedDirectory ??= fs.existsSync(path.join(here, BUILD_GENERATED_FOLDER))
    ? path.join(here, BUILD_GENERATED_FOLDER)
    : findUpwards(path.join('app', '.generated'), 'app/.generated/');
  return path.join(generatedDirectory, ...segments);
}

/** A path from the project's root (where public/ and build/ sit side by side). */
export function projectPath(...segments: string[]): string {
  projectDirectory ??= path.dirname(findUpwards('package.json', 'the project root'));
  return path.join(projectDirectory, ...segments);
}
