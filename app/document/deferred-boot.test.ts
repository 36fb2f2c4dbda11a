import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '~/lib/security-headers.server';
import { startAfterFirstPaint } from './deferred-boot.server';

const START =
  'import "/x/build/manifest-1.js";\nimport * as route0 from "/x/build/root-2.js";\nwindow.__remixRouteModules = {"root":route0,"routes/x.$":route0};\nimport("/x/build/entry.client-3.js");';
const PAGE = [
  '<html><head><script>window.early=1</script></head><body><main>Text</main>',
  '<link rel="modulepreload" href="/x/build/manifest-1.js"/><link rel="modulepreload" href="/x/build/root-2.js"/>',
  '<script>window.__remixContext = {};</script>',
  `<script type="module" async="">${START}</script></body></html>`,
].join('');

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('startAfterFirstPaint', () => {
  const html = startAfterFirstPaint(PAGE) ?? '';

  it('leaves no module preload or module script live in the HTML', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html.match(/<link rel="x-after-paint-modulepreload"/g)).toHaveLength(2);
  });

  it('keeps the start script text exactly, so the page hash still allows its live copy', () => {
    expect(html).toContain(`<script type="text/x-after-paint-module">${START}</script>`);
    expect(inlineScriptHashes(html)).toContain(sha(START));
  });

  it('adds one starter script, allowed by its own hash, and touches nothing else', () => {
    const starter = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(starter).toBeDefined();
    expect(starter).toContain('requestAnimationFrame');
    expect(inlineScriptHashes(html)).toContain(sha(starter!));
    expect(html).toContain('<script>window.early=1</script>');
    expect(html).toContain('<script>window.__remixContext = {};</script>');
    expect(html).toContain('<main>Text</main>');
  });

  it('keeps `$` in route ids as they are', () => {
    expect(html).toContain('"routes/x.$":route0');
  });

  it('says it did not apply to a page without a start script', () => {
    const plain = '<html><body><link rel="modulepreload" href="/a.js"/></body></html>';
    expect(startAfterFirstPaint(plain)).toBeNull();
  });
});
