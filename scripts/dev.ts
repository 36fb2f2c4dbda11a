/**
 * `npm run dev`: the content build in watch mode beside Remix's dev server.
 * Editing a page or a demo under content/ rebuilds the content; Remix sees
 * the regenerated modules (watchPaths in remix.config.js) and reloads the
 * browser. A broken page prints its error and the server keeps running.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './content/build-content';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function rebuild() {
  try {
    const { pages, demos, milliseconds } = await buildContent({ root });
    console.log(`content: ${pages} pages, ${demos} demos in ${milliseconds} ms`);
  } catch (error) {
    console.error(`content build failed: ${(error as Error).message}`);
  }
}

await rebuild();

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> = Promise.resolve();
for (const directory of ['content', 'app/navigation']) {
  fs.watch(path.join(root, directory), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild);
    }, 150);
  });
}

const remix = spawn('npx', ['remix', 'dev'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' },
});
remix.on('exit', (code) => process.exit(code ?? 0));
