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

/** The npm package an input comes from (`node_modules/@mui/material/Box/Box.js` → `@mui/material`); null for the app's own files. */
export function packageOfInput(input: string): string | null {
  return input.startsWith(NODE_MODULES) ? packageOfSpecifier(input.slice(NODE_MODULES.length)) : null;
}
