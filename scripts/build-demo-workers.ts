/**
 * Bundles each demo web worker (a `<name>.worker.ts` file under content/) into public/x/workers/<name>.worker.js.
 * Remix's compiler has no worker entry points (it does not read `new URL(…, import.meta.url)`), so
 * workers get their own step; a demo starts one with `new Worker('/x/workers/<name>.worker.js')`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const OUTPUT = 'public/x/workers';

function findWorkers(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return findWorkers(file);
    return entry.name.endsWith('.worker.ts') ? [file] : [];
  });
}

const workers = findWorkers('content');
const names = workers.map((file) => path.basename(file, '.ts'));
const repeated = names.find((name, index) => names.indexOf(name) !== index);
if (repeated) throw new Error(`Two demo workers are named ${repeated}.ts: their bundles would share one URL`);

fs.rmSync(OUTPUT, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(workers.map((file, index) => [names[index], file])),
  outdir: OUTPUT,
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"production"' },
  // A worker has no document: styles that packages import are dropped.
  loader: { '.css': 'empty' },
  logLevel: 'warning',
});
console.log(`demo workers: ${workers.length} into ${OUTPUT}/`);
