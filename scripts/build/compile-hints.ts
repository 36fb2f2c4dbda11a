/**
 * V8 compiles a function the first time it is called, on the main thread, in
 * the middle of whatever task called it. For React DOM that is one function
 * holding all of it: the task that starts the page spent 9 to 29 ms compiling
 * it, no CPU slowdown, before running any of it. Chrome (136 and later) reads
 * `//# allFunctionsCalledOnLoad` at the top of a script as a hint to compile
 * every function of the file eagerly, off the main thread for a script it
 * streams while downloading; other browsers ignore the comment.
 *
 * Worth it only for files whose functions nearly all run when they load,
 * since eager compiling costs memory for the functions that never do: React
 * DOM and the router, which start every page, and the Data Grid, whose
 * first render runs most of its core. On the Data Grid overview, seven loads
 * each: all module evaluation 46 to 55 ms without the hint, 31 to 40 ms with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageOfInput, readBrowserMetafile, type MetafileWith } from './browser-metafile';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Packages whose code the hint covers: the browser chunk holding most of each. */
export const EAGERLY_COMPILED_PACKAGES = ['react-dom', '@remix-run/router', 'react-router', 'react-router-dom', '@mui/x-data-grid'] as const;

/** The output chunks holding the most code of each of `packages`. */
export function chunksToCompileEagerly(metafile: MetafileWith<'inputs'>, packages: readonly string[]): string[] {
  const largest = new Map<string, { output: string; bytes: number }>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const bytesByPackage = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      const packageName = packageOfInput(input);
      if (packageName && packages.includes(packageName)) bytesByPackage.set(packageName, (bytesByPackage.get(packageName) ?? 0) + bytesInOutput);
    }
    for (const [packageName, bytes] of bytesByPackage) {
      if (bytes > (largest.get(packageName)?.bytes ?? 0)) largest.set(packageName, { output, bytes });
    }
  }
  return [...new Set([...largest.values()].map(({ output }) => output))].sort();
}

/** Puts the hint at the top of the chunks that hold EAGERLY_COMPILED_PACKAGES; returns their paths. */
export function addEagerCompileHints(root: string): string[] {
  const chunks = chunksToCompileEagerly(readBrowserMetafile(root), EAGERLY_COMPILED_PACKAGES);
  for (const chunk of chunks) {
    const file = path.join(root, chunk);
    const code = fs.readFileSync(file, 'utf8');
    if (!code.startsWith(EAGER_COMPILE_HINT)) fs.writeFileSync(file, EAGER_COMPILE_HINT + code);
  }
  return chunks;
}
