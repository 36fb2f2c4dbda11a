// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptEvaluation": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, startAfterFirstPaint } from './deferred-boot.server';

const PRELOAD_COUNT = 40;
const PAGE = [
  '<html><head></head><body><main>Text</main>',
  Array.from({ length: PRELOAD_COUNT }, (_, index) => `<link rel="modulepreload" href="/x/build/chunk-${index}.js"/>`).join(''),
  '<script type="module" async="">import("/x/build/entry.client-3.js");</script></body></html>',
].join('');

/** Loads the rewritten page without running its scripts, then runs the starter the way the browser would. */
function loadPageAndRunStarter() {
  const html = startAfterFirstPaint(PAGE) ?? '';
  const starter = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error('the rewritten page has no starter script');
  document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, '');
  new Function(starter)();
}

const livePreloads = () => document.querySelectorAll('link[rel="modulepreload"]').length;
const liveModule = () => document.querySelector('script[type="module"]');

describe('the starter of a page whose code waits for the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.innerHTML = '';
  });

  it('does nothing before the first frame', () => {
    loadPageAndRunStarter();
    expect(livePreloads()).toBe(0);
    expect(liveModule()).toBeNull();
  });

  it('turns the preloads back on a slice per task, in order, and starts the app after the last', () => {
    loadPageAndRunStarter();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();

    const seen: number[] = [livePreloads()];
    while (livePreloads() < PRELOAD_COUNT) {
      expect(liveModule()).toBeNull();
      vi.advanceTimersToNextTimer();
      seen.push(livePreloads());
    }

    // Several tasks, none of which turns on more than a small slice.
    expect(seen.length).toBeGreaterThan(1);
    const slices = seen.map((count, index) => count - (seen[index - 1] ?? 0));
    expect(Math.max(...slices)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    const hrefs = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(Array.from({ length: PRELOAD_COUNT }, (_, index) => `/x/build/chunk-${index}.js`));

    vi.runAllTimers();
    expect(liveModule()?.textContent).toBe('import("/x/build/entry.client-3.js");');
    expect(document.querySelector('script[type="text/x-after-paint-module"]')).toBeNull();
  });

  it('starts once even when the fallback timer also fires', () => {
    loadPageAndRunStarter();
    vi.runAllTimers();
    expect(livePreloads()).toBe(PRELOAD_COUNT);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
