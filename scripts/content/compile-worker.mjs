// A compile worker: TypeScript sources need tsx's loader, which worker threads do not inherit.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { compilePage } = await import('./compile-page.ts');

parentPort.on('message', async ({ id, root, sourcePath, key }) => {
  try {
    parentPort.postMessage({ id, result: await compilePage(root, sourcePath, key) });
  } catch (error) {
    // Content errors carry the file and line in their message; the pool rethrows with it.
    parentPort.postMessage({
      id,
      error: { message: error?.message ?? String(error), name: error?.name ?? 'Error', file: error?.file, line: error?.line },
    });
  }
});
parentPort.postMessage({ ready: true });
