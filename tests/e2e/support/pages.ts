import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoPathname, resolveDocsPath } from '../../../app/content/content-path';
import { leafPages } from '../../../app/navigation/page-tree';
import { pages } from '../../../app/navigation/pages';
import { describePendingRequests } from './pending-requests';
import { chromiumLogTail } from './chromium';

const leaves = leafPages(pages).map((entry) => entry.pathname);

/** Every written page a reader can reach from the navigation, plus the landing page. */
export const docsPagePaths: string[] = ['/x/', ...leaves.filter((pathname) => !pathname.startsWith('/x/api/'))];

/** Every generated API page in the navigation. */
export const apiPagePaths: string[] = leaves.filter((pathname) => pathname.startsWith('/x/api/'));

/**
 * Without a licence key (none is configured in tests), MUI X Pro and Premium
 * components print this notice once per package, by design: the one console
 * message a page may show.
 */
const MISSING_LICENCE_NOTICE = /MUI X: Missing license key\./;

/** A demo of the current page by name, brought into view and hydrated: ready for clicks and keys. */
export async function liveDemo(page: Page, name: string): Promise<Locator> {
  const demo = page.locator(`[data-demo$="/${name}"]`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  return demo;
}

/**
 * Opens demo `name` of the page at `pathname` alone, on its full-screen page, at a desktop size,
 * and returns it once it is live: for a test of what one demo does. Its page, with the other demos,
 * is the page walk's (pages.spec.ts). Loading the demo alone took 1.9 s against 2.5 s for its page
 * (sorting's SortingOrderPerColumn, a new browser context each time, medians of 4, idle machine),
 * and 5.8 s against 7.5 s with a test run loading the machine.
 */
export async function openDemo(page: Page, pathname: string, name: string): Promise<Locator> {
  const resolved = resolveDocsPath(pathname);
  if (resolved.kind !== 'page') throw new Error(`${pathname} is not a page's canonical address`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(demoPathname(resolved.key, name));
  return liveDemo(page, name);
}

/**
 * Types `text` one key at a time, each once the page has gone idle. A picker field finishes a key
 * in tasks after the key's own (the value goes out through the picker and comes back as a prop), and
 * a key that arrives before then meets a half-updated field: under load, the validation page's
 * 02/31/2025 ended as MM/DD/2025 (stop 53). What a test checks after each key is not enough to wait
 * for, since the field's last task can come after the report the test reads.
 */
export async function typeWhenIdle(page: Page, text: string): Promise<void> {
  for (const key of text) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.keyboard.type(key);
  }
}

/**
 * Chooses an item of an open popup menu from the keyboard. A pointer click on an item can lose its
 * release: when the click's scroll-into-view step moves the page (a menu that has only just opened),
 * popper.js re-places the menu on that scroll between the press and the release, and the click goes
 * to an element holding both targets (the column menu's "Hide column": 2 runs in 40 under load). The
 * item never hears it and the menu stays open (CI on stop 52's HEAD, "Download as Excel"). Enter on
 * the focused item is how a keyboard user chooses it, wherever the menu is drawn.
 */
export async function chooseMenuItem(scope: Page | Locator, name: string | RegExp): Promise<void> {
  await scope.getByRole('menuitem', { name }).press('Enter');
}

/**
 * Opens a select and chooses one of its options from the keyboard. Playwright checks only a click's
 * press against its target; Material's Popover places its list again on every render of the select,
 * and a list that moves before the release loses the click, as chooseMenuItem tells for menus. Then
 * waits until the list has closed and the select shows the option, so that a choice that did not
 * take fails here, with what the select shows, and not in whatever the test checks next.
 */
export async function chooseOption(select: Locator, name: string): Promise<void> {
  await select.click();
  await select.page().getByRole('option', { name, exact: true }).press('Enter');
  await expect(select.page().getByRole('listbox')).toHaveCount(0);
  await expect(select).toHaveText(name);
}

/** Collects console errors (CSP violations among them, see support/test.ts), warnings and uncaught exceptions for the life of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!process.env.MUI_X_LICENSE_KEY && MISSING_LICENCE_NOTICE.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Each step's limit, well inside the test's, so that a stuck page is diagnosed before the test times out. */
const STEP_TIMEOUT_MS = 20_000;

/** How long the walk waits for each step before it diagnoses the page, and what its report holds. */
export interface WalkOptions {
  stepTimeoutMs?: number;
  /**
   * Whether a stuck page's report holds its main thread's JavaScript stack. Off unless
   * E2E_MAIN_THREAD_STACKS=1: the debugger must be on before the page stops answering, and
   * on, it cost the walk about 9 % (33 Charts pages of pages.spec: 181 CPU-s against 164.5,
   * 96.5 s against 88.2, means of 4 runs each).
   */
  mainThreadStack?: boolean;
}

const MAIN_THREAD_STACKS_BY_DEFAULT = process.env.E2E_MAIN_THREAD_STACKS === '1';

interface PausedEvent {
  callFrames: { functionName: string; url: string; location: { lineNumber: number; columnNumber: number } }[];
}

/**
 * A session attached to the page, for its trace and, with `withStack`, a
 * debugger to tell where its main thread is if it stops answering. The
 * debugger must be enabled while the page still answers: enabling it needs the
 * main thread; pausing does not.
 */
async function attachDebugger(page: Page, { withStack }: { withStack: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  if (withStack) await cdp.send('Debugger.enable');
  // Playwright's types list only its own session events, not the protocol's.
  const events = cdp as unknown as { once(event: 'Debugger.paused', listener: (paused: PausedEvent) => void): void };
  return {
    async mainThreadStack(): Promise<string> {
      if (!withStack) return '  (not recorded: run the test again with E2E_MAIN_THREAD_STACKS=1 for it)';
      const paused = new Promise<PausedEvent>((resolve) => events.once('Debugger.paused', resolve));
      // Not awaited: a main thread stuck in JavaScript answers only by pausing.
      cdp.send('Debugger.pause').catch(() => {});
      const event = await Promise.race([paused, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      if (!event) return '  (the main thread could not be paused)';
      return event.callFrames
        .slice(0, 30)
        .map(
          (frame) =>
            `  at ${frame.functionName || '(anonymous)'} (${frame.url}:${frame.location.lineNumber + 1}:${frame.location.columnNumber + 1})`,
        )
        .join('\n');
    },
    /**
     * A few seconds of Chromium's own trace of the stuck page (open it in
     * chrome://tracing or ui.perfetto.dev): tracing is collected off the main
     * thread, so it shows what the renderer is busy with, native layout and
     * paint included, where the debugger sees only JavaScript.
     */
    async recordTrace(file: string, durationMs = 4_000): Promise<string> {
      const events: unknown[] = [];
      const tracing = cdp as unknown as {
        on(event: 'Tracing.dataCollected', listener: (data: { value: unknown[] }) => void): void;
        once(event: 'Tracing.tracingComplete', listener: () => void): void;
      };
      tracing.on('Tracing.dataCollected', (data) => events.push(...data.value));
      const complete = new Promise<void>((resolve) => tracing.once('Tracing.tracingComplete', resolve));
      // The walk's full step limit, whatever the caller's: with a renderer stuck, Chromium
      // took 10 s to start tracing (it waits for the stuck renderer, then goes on without it).
      await withinStep(
        STEP_TIMEOUT_MS,
        cdp.send('Tracing.start', {
          transferMode: 'ReportEvents',
          traceConfig: {
            includedCategories: [
              'toplevel',
              'blink',
              'cc',
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'disabled-by-default-devtools.timeline.frame',
              'v8.execute',
              'disabled-by-default-v8.cpu_profiler',
              // Why the compositor waits on the main thread, and what the main thread's scheduler defers.
              'renderer.scheduler',
              'disabled-by-default-renderer.scheduler',
              'disabled-by-default-cc.debug.scheduler',
              'disabled-by-default-devtools.timeline.invalidationTracking',
            ],
          },
        }),
        'starting a trace',
      );
      await new Promise((resolve) => setTimeout(resolve, durationMs));
      await withinStep(STEP_TIMEOUT_MS, cdp.send('Tracing.end'), 'ending the trace');
      await Promise.race([complete, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      return `${file} (${events.length} events)\n${summariseMainThread(events as TraceEvent[])}`;
    },
    detach: () => cdp.detach().catch(() => {}),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The renderer main threads' longest slices, and the ones still open when the trace ended: what the page was stuck in. */
export function summariseMainThread(events: TraceEvent[]): string {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`));
  const open: TraceEvent[] = [];
  for (const event of onMain) {
    if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') open.pop();
  }
  const longest = onMain
    .filter((event) => event.ph === 'X' && typeof event.dur === 'number')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 8);
  const lines = [
    ...open.map((event) => `  still running: ${event.name}`),
    ...longest.map((event) => `  ${Math.round((event.dur ?? 0) / 1000)} ms: ${event.name}`),
  ];
  // A renderer whose main thread never returns cannot even join the trace.
  return lines.length > 0 ? lines.join('\n') : '  (no renderer main thread in the trace: it never returned to the tracing agent)';
}

/** Where a stuck page's trace goes: beside Playwright's other artefacts, named after the page. */
function traceFileFor(url: string): string {
  const name = new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
  return path.join('test-results', 'stuck-traces', `${name}-${Date.now()}.json`);
}

/** Whether the page draws frames, with what could stop it drawing: its visibility and focus. */
function frameState(page: Page, stepMs: number): Promise<string> {
  return withinStep(
    stepMs,
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const context = `${document.visibilityState}, ${document.hasFocus() ? 'focused' : 'not focused'}, ${document.readyState}`;
          setTimeout(() => resolve(`no animation frame within 2 s (${context})`), 2_000);
          requestAnimationFrame(() => resolve(`animation frames run (${context})`));
        }),
    ),
    'asking for an animation frame',
  ).catch((frameError: unknown) => `no answer (${String(frameError)})`);
}

/**
 * A page whose scripts still run but which draws no frame has stalled in the
 * browser's rendering, not in its own code. What brings frames back tells
 * which part: bringing the page to the front (the browser took it for hidden),
 * or a new viewport size (a new compositor frame from the top).
 */
export async function describeRendering(page: Page, stepMs: number): Promise<string> {
  const first = await frameState(page, stepMs);
  if (!first.startsWith('no animation frame')) return first;
  await withinStep(stepMs, page.bringToFront(), 'bringing the page to the front').catch(() => {});
  const afterFront = await frameState(page, stepMs);
  const size = page.viewportSize();
  if (size) {
    await withinStep(stepMs, page.setViewportSize({ width: size.width, height: size.height + 1 }), 'resizing the viewport').catch(() => {});
  }
  const afterResize = size ? await frameState(page, stepMs) : 'no viewport to resize';
  return `${first}\n  after bringToFront: ${afterFront}\n  after a 1 px taller viewport: ${afterResize}`;
}

/** page.evaluate has no timeout of its own: it would wait for the test's. */
function withinStep<T>(stepMs: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A little longer than Playwright's own step timeout, whose message is more precise when it does fire.
  const limit = stepMs + 2_000;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${limit} ms`)), limit);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Points at every demo at once (a playground waits for the reader to reach for
 * it), waits until each is live, in page order, then scrolls to the end of the
 * page, so that whatever loads there loads too. No demo is scrolled into view:
 * pointing hydrates it wherever it is, and 12 demo pages in one browser took
 * 43.0 and 46.2 s scrolling to each demo, 34.5 and 39.2 s without.
 */
export async function hydrateAllDemos(
  page: Page,
  { stepTimeoutMs = STEP_TIMEOUT_MS, mainThreadStack = MAIN_THREAD_STACKS_BY_DEFAULT }: WalkOptions = {},
): Promise<number> {
  const debuggerSession = await attachDebugger(page, { withStack: mainThreadStack });
  try {
    const count = await withinStep(
      stepTimeoutMs,
      page.evaluate(() => {
        const demos = document.querySelectorAll('[data-demo]');
        demos.forEach((demo) => demo.dispatchEvent(new PointerEvent('pointerenter')));
        return demos.length;
      }),
      'pointing at every demo',
    );
    for (let index = 0; index < count; index++) {
      // Playwright's own timeouts are not enough: on a page whose main thread never
      // returns, its waits reject only when the page closes, after the test's limit.
      await withinStep(
        stepTimeoutMs,
        page.waitForFunction((i) => document.querySelectorAll('[data-demo]')[i]?.getAttribute('data-hydrated') === 'true', index, {
          timeout: stepTimeoutMs,
        }),
        `waiting for demo ${index} to hydrate`,
      );
    }
    await withinStep(
      stepTimeoutMs,
      page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
      'scrolling to the end of the page',
    );
    return count;
  } catch (error) {
    if (page.isClosed()) throw error;
    // The trace first: pausing for the stack would leave the renderer idle in the debugger.
    const trace = await debuggerSession
      .recordTrace(traceFileFor(page.url()))
      .catch((traceError: unknown) => `not recorded: ${String(traceError)}`);
    const frames = await describeRendering(page, stepTimeoutMs);
    const stack = await debuggerSession.mainThreadStack();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nMain thread of ${page.url()}:\n${stack}\nRendering: ${frames}\nRequests still pending:\n      ${describePendingRequests(page)}\nChromium trace: ${trace}\nChromium log (last lines):\n${chromiumLogTail()}`,
    );
  } finally {
    await debuggerSession.detach();
  }
}

/**
 * From the next navigation on, keeps each demo frame's height as the server's
 * HTML lays it out (at DOMContentLoaded, before any island starts), for
 * `demoHeightChanges` to compare with. Once per test: the reused page drops
 * the script when the test ends.
 */
export async function recordServerDemoHeights(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heights: Record<string, number> = {};
    (window as unknown as { serverDemoHeights: Record<string, number> }).serverDemoHeights = heights;
    const measure = () => {
      for (const frame of document.querySelectorAll('[data-demo]:not([data-hydrated])')) {
        heights[frame.getAttribute('data-demo') ?? ''] = Math.round(frame.getBoundingClientRect().height);
      }
    };
    // Measured again once the fonts are in, for the islands still waiting: text in the
    // fallback font may wrap otherwise, and that change is the font's, not the demo's.
    document.addEventListener('DOMContentLoaded', () => {
      measure();
      void document.fonts.ready.then(measure);
    });
  });
}

/** A demo whose frame is now more than a pixel taller or shorter than in the server's HTML. */
export interface DemoHeightChange {
  demo: string;
  server: number | null;
  now: number;
}

export async function demoHeightChanges(page: Page): Promise<DemoHeightChange[]> {
  const { server, now } = await page.evaluate(() => {
    const heights: Record<string, number> = {};
    for (const frame of document.querySelectorAll('[data-demo]')) {
      heights[frame.getAttribute('data-demo') ?? ''] = Math.round(frame.getBoundingClientRect().height);
    }
    return { server: (window as unknown as { serverDemoHeights?: Record<string, number> }).serverDemoHeights ?? {}, now: heights };
  });
  return Object.entries(now)
    .map(([demo, height]) => ({ demo, server: server[demo] ?? null, now: height }))
    .filter((change) => change.server === null || Math.abs(change.now - change.server) > 1);
}

/**
 * The Tree View's own checkbox (checkboxSelection) has no accessible name in 8.7.0: the item's
 * `aria-selected` carries its state, and a page names it only to show how (tree-item-customization).
 */
const UNNAMED_BY_THE_LIBRARY = '.MuiTreeItem-checkbox input[type="checkbox"][tabindex="-1"]';

/**
 * Form controls on screen with no accessible name, each with the demo it is in: what Lighthouse's
 * `label` audit fails. A name comes from aria-label, aria-labelledby, a label, a title or a placeholder.
 */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate((exempt) => {
    const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
    const isNamed = (control: HTMLInputElement) =>
      Boolean(control.getAttribute('aria-label')?.trim()) ||
      (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => text(document.getElementById(id))) ||
      [...(control.labels ?? [])].some((label) => text(label)) ||
      Boolean(control.title.trim()) ||
      Boolean(control.getAttribute('placeholder')?.trim());
    return [...document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea')]
      .filter((control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"], [inert]'))
      .filter((control) => !control.matches(exempt) && !isNamed(control))
      .map((control) => `${control.closest('[data-demo]')?.getAttribute('data-demo') ?? 'the page'}: ${control.outerHTML.slice(0, 160)}`);
  }, UNNAMED_BY_THE_LIBRARY);
}
