import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '~/lib/security-headers.server';
import { importRoutesOneByOne, PRELOAD_TASK_BUDGET_MS, startAfterFirstPaint } from './deferred-boot.server';

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

  it('keeps the start script, its route modules imported one by one, and its hash allows the live copy', () => {
    expect(html).toContain(`<script type="text/x-after-paint-module">${importRoutesOneByOne(START)}</script>`);
    expect(inlineScriptHashes(html)).toContain(sha(importRoutesOneByOne(START)));
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

describe('importRoutesOneByOne', () => {
  const start = [
    'import "/x/build/manifest-1.js";',
    'import * as route0 from "/x/build/root-2.js";',
    'import * as route1 from "/x/build/routes/_docs.x.$-3.js";',
    '',
    'window.__remixRouteModules = {"root":route0,"routes/_docs.x.$":route1};',
    '',
    'import("/x/build/entry.client-4.js");',
  ].join('\n');

  it('imports each route module dynamically, in order, into the same names', () => {
    expect(importRoutesOneByOne(start)).toBe(
      [
        'import "/x/build/manifest-1.js";',
        'const route0 = await import("/x/build/root-2.js");',
        'const route1 = await import("/x/build/routes/_docs.x.$-3.js");',
        '',
        'window.__remixRouteModules = {"root":route0,"routes/_docs.x.$":route1};',
        '',
        'import("/x/build/entry.client-4.js");',
      ].join('\n'),
    );
  });

  it('leaves a script without static route imports as it is', () => {
    expect(importRoutesOneByOne('import("/x/build/entry.client-4.js");')).toBe('import("/x/build/entry.client-4.js");');
  });
});

/**
 * Just enough of a document for the starter script: elements by rel or type, a
 * parser that may not be done, and a clock that turning a link into a module
 * preload moves on by that link's cost (1 ms unless given).
 */
function fakeDocument() {
  type Element = { rel?: string; type?: string; textContent?: string; replaceWith: (next: Element) => void; remove: () => void };
  const elements: Element[] = [];
  const listeners: (() => void)[] = [];
  const clock = { now: 0 };
  const element = ({ cost = 1, rel, ...fields }: Partial<Element> & { cost?: number }): Element => {
    let currentRel = rel;
    const created: Element = {
      ...fields,
      replaceWith: (next) => elements.splice(elements.indexOf(created), 1, next),
      remove: () => elements.splice(elements.indexOf(created), 1),
    };
    Object.defineProperty(created, 'rel', {
      enumerable: true,
      get: () => currentRel,
      set: (value: string) => {
        if (value === 'modulepreload') clock.now += cost;
        currentRel = value;
      },
    });
    return created;
  };
  const matches = (selector: string) => (candidate: Element) => {
    const [, attribute, value] = /^\w+\[(\w+)="([^"]+)"\]$/.exec(selector) ?? [];
    return candidate[attribute as 'rel' | 'type'] === value;
  };
  const document = {
    readyState: 'loading',
    visibilityState: 'visible',
    currentScript: null,
    querySelectorAll: (selector: string) => elements.filter(matches(selector)),
    querySelector: (selector: string) => elements.find(matches(selector)) ?? null,
    createElement: () => element({}),
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
  };
  return {
    document,
    clock,
    parse: (fields: Partial<Element> & { cost?: number }) => elements.push(element(fields)),
    finishParsing: () => {
      document.readyState = 'interactive';
      listeners.forEach((listener) => listener());
    },
    rels: () => elements.filter((candidate) => candidate.rel).map((candidate) => candidate.rel),
    types: () => elements.filter((candidate) => candidate.type).map((candidate) => candidate.type),
  };
}

describe('the starter script in the browser', () => {
  const starter = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(startAfterFirstPaint(PAGE) ?? '')?.[1] ?? '';

  /** Runs the starter on the fake page; its animation frames and timers wait in the lists returned. */
  function runStarter(page: ReturnType<typeof fakeDocument>) {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'performance', starter)(
      page.document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      { now: () => page.clock.now },
    );
    return { frames, timers };
  }

  it('also enables the preloads the parser adds after the first paint', () => {
    const page = fakeDocument();
    page.parse({ rel: 'x-after-paint-modulepreload' });
    page.parse({ type: 'text/x-after-paint-module', textContent: START });
    const { frames, timers } = runStarter(page);
    // The first frame is painted while the rest of the page is still on its way.
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(page.rels()).toEqual(['modulepreload']);
    expect(page.types()).toEqual(['module']);

    page.parse({ rel: 'x-after-paint-modulepreload' });
    page.parse({ rel: 'x-after-paint-modulepreload' });
    page.finishParsing();
    expect(page.rels()).toEqual(['modulepreload', 'modulepreload', 'modulepreload']);
    expect(page.types()).toEqual(['module']);
  });

  /** How many preloads were on after each task the starter ran, once the first frame has been painted. */
  function enabledAfterEachTask(page: ReturnType<typeof fakeDocument>): number[] {
    const { frames, timers } = runStarter(page);
    frames.forEach((frame) => frame());
    const enabled: number[] = [];
    for (let task = timers.shift(); task; task = timers.shift()) {
      task();
      enabled.push(page.rels().filter((rel) => rel === 'modulepreload').length);
      if (enabled.length === 1) expect(page.types()).toEqual(['module']);
    }
    return enabled;
  }

  it('starts the app in its first task and turns the preloads on in tasks of about PRELOAD_TASK_BUDGET_MS', () => {
    const page = fakeDocument();
    // 1.5 ms each: the third takes a task past its budget, so three per task.
    for (let index = 0; index < 8; index++) page.parse({ rel: 'x-after-paint-modulepreload', cost: PRELOAD_TASK_BUDGET_MS * 0.375 });
    page.parse({ type: 'text/x-after-paint-module', textContent: START });
    page.finishParsing();
    // Of the two start timers (after the paint, and the fallback), the second finds the app started.
    expect(enabledAfterEachTask(page)).toEqual([3, 3, 6, 8]);
  });

  it('gives a preload that costs more than the budget a task of its own, and goes on with the rest', () => {
    const page = fakeDocument();
    page.parse({ rel: 'x-after-paint-modulepreload', cost: PRELOAD_TASK_BUDGET_MS * 1.5 });
    for (let index = 0; index < 3; index++) page.parse({ rel: 'x-after-paint-modulepreload', cost: 0.5 });
    page.parse({ type: 'text/x-after-paint-module', textContent: START });
    page.finishParsing();
    expect(enabledAfterEachTask(page)).toEqual([1, 1, 4]);
  });

  it('turns every preload on at once in a hidden tab, which has no reader to keep waiting', () => {
    const page = fakeDocument();
    page.document.visibilityState = 'hidden';
    for (let index = 0; index < 24; index++) page.parse({ rel: 'x-after-paint-modulepreload', cost: PRELOAD_TASK_BUDGET_MS });
    page.parse({ type: 'text/x-after-paint-module', textContent: START });
    page.finishParsing();
    const { timers } = runStarter(page);
    // A hidden tab paints no frame: the fallback timer starts the app.
    timers.shift()?.();
    expect(page.rels().filter((rel) => rel === 'modulepreload')).toHaveLength(24);
    expect(page.types()).toEqual(['module']);
  });
});
