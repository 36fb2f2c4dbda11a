/**
 * The browser build's metafile (build/metafile.js.json, written by `remix build`):
 * what each output chunk is made of and what it imports. Read by the build
 * stages that work on the chunks, and by the tests that check them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageOfSpecifier } from '../../app/demos/demo-dependencies';

export interface MetafileOutput {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, { bytesInOutput: number }>;
}

export interface BrowserMetafile {
  outputs: Record<string, MetafileOutput>;
}

/** A metafile with only the fields of each output a reader uses (test fixtures give no more). */
export interface MetafileWith<Field extends keyof MetafileOutput> {
  outputs: Record<string, Pick<MetafileOutput, Field>>;
}

export function readBrowserMetafile(root: string): BrowserMetafile {
  return JSON.parse(fs.readFileSync(path.join(root, 'build', 'metafile.js.json'), 'utf8')) as BrowserMetafile;
}

const NODE_MODULES = 'node_modules/';

/**
 * The npm package an input comes from (`node_modules/@mui/material/Box/Box.js` → `@mui/material`);
 * null for the app's own files. The folder is found anywhere in the path: esbuild names an input by
 * its real path, relative to the project, so a `node_modules` linked from elsewhere (a Git worktree
 * sharing a checkout's packages) gives `../../elsewhere/node_modules/…`, and a package nested in
 * another's `node_modules` is the innermost one.
 */
export function packageOfInput(input: string): string | null {
  // Led by a slash, a path starting with the folder matches like one that contains it.
  const folder = `/${input}`.lastIndexOf(`/${NODE_MODULES}`);
  return folder === -1 ? null : packageOfSpecifier(input.slice(folder + NODE_MODULES.length));
}
