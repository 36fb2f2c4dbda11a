// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { chunkReferences, evaluateInSlices, ISLAND_CHUNKS_ATTRIBUTE, islandChunks, preloadChunks } from './island-evaluation';

const origin = window.location.origin;

function containerNaming(chunks: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute(ISLAND_CHUNKS_ATTRIBUTE, chunks);
  return container;
}

describe('the chunks an island container names', () => {
  const shared = `${origin}/x/build/_shared`;

  it('name each by its file when it is beside the one before, and come back whole, in order', () => {
    const urls = [`${shared}/chunk-A.js`, `${shared}/chunk-B.js`, `${origin}/x/build/routes/page-C.js`, `${shared}/Demo-D.js`];
    const references = chunkReferences(urls.map((url) => new URL(url).pathname));
    expect(references).toBe('/x/build/_shared/chunk-A.js chunk-B.js /x/build/routes/page-C.js /x/build/_shared/Demo-D.js');
    expect(islandChunks(containerNaming(references))).toEqual(urls);
  });

  it('never include anything that is not a script, or another host’s script, or anything named after it', () => {
    // Resolved against the other host, even a path from the root stays there.
    const container = containerNaming(
      '/x/build/_shared/chunk-A.js styles.css  chunk-B.js https://cdn.example.com/x/chunk-C.js chunk-D.js /x/build/_shared/chunk-E.js',
    );
    expect(islandChunks(container)).toEqual([`${shared}/chunk-A.js`, `${shared}/chunk-B.js`]);
    expect(islandChunks(document.createElement('div'))).toEqual([]);
  });
});

describe('evaluating chunks in slices', () => {
  it('imports each chunk once, in order, and yields to the browser after each', async () => {
    const events: string[] = [];
    vi.stubGlobal('scheduler', { yield: () => (events.push('yield'), Promise.resolve()) });
    const importChunk = (url: string) => (events.push(url), Promise.resolve());
    await evaluateInSlices(['/one.js', '/two.js'], importChunk);
    // The second island of a page shares the first one's chunks: only its own are imported.
    await evaluateInSlices(['/one.js', '/three.js'], importChunk);
    expect(events).toEqual(['/one.js', 'yield', '/two.js', 'yield', '/three.js', 'yield']);
    vi.unstubAllGlobals();
  });

  it('stops at a chunk that fails to load, and tries it again next time', async () => {
    const imported: string[] = [];
    let fail = true;
    const importChunk = (url: string) => {
      imported.push(url);
      return url === '/broken.js' && fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
    };
    await expect(evaluateInSlices(['/before.js', '/broken.js', '/after.js'], importChunk)).resolves.toBeUndefined();
    expect(imported).toEqual(['/before.js', '/broken.js']);
    fail = false;
    await evaluateInSlices(['/before.js', '/broken.js', '/after.js'], importChunk);
    expect(imported).toEqual(['/before.js', '/broken.js', '/broken.js', '/after.js']);
  });

  it('asks for every chunk at once before evaluating any, once per page', () => {
    preloadChunks([`${origin}/x/build/_shared/chunk-P.js`, `${origin}/x/build/_shared/chunk-Q.js`]);
    preloadChunks([`${origin}/x/build/_shared/chunk-P.js`]);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual([`${origin}/x/build/_shared/chunk-P.js`, `${origin}/x/build/_shared/chunk-Q.js`]);
  });
});
