/**
 * `npm run dev`: the build's content stages in watch mode beside Remix's dev
 * server. Editing a page, a demo or the page tree reruns discover → api →
 * content in a fresh process (so the page tree is read anew); only what
 * changed is compiled again, and the API lists follow the pages' imports.
 * Remix sees the regenerated modules (watchPaths in remix.config.js) and
 * reloads the browser. A broken page prints its error and the server keeps
 * running.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function rebuild() {
  // Errors are printed by the build itself; the dev server keeps serving the last good content.
  spawnSync('npx', ['tsx', 'scripts/build/index.ts', '--content-only'], { cwd: root, stdio: 'inherit' });
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

// The same server as in production (server/index.ts), run from source; Remix rebuilds and it reloads.
const remix = spawn('npx', ['remix', 'dev', '--manual', '-c', 'npx tsx server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' },
});
remix.on('exit', (code) => process.exit(code ?? 0));
