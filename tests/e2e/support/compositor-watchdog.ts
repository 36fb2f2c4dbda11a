import type { CDPSession, Page } from '@playwright/test';

/**
 * Debian's Chromium (150, headless) now and then stops drawing a page for
 * good. Its main thread stays idle and answers, but the compositor holds a
 * pending layer tree that never becomes ready to activate, so no frame is
 * drawn, no requestAnimationFrame fires, and every Playwright action that
 * waits for an element to be stable times out. Traces show "Not activating
 * because pending tree not ready" on every frame and no raster work at all.
 * It is a browser defect, on pages of every kind and not from content-visibility:
 * loading the docs pages in a loop the way pages.spec.ts does, 17 loads in 1,212
 * stalled with --disable-gpu; on Chromium's GPU path (SwiftShader), which the
 * tests use, it struck in 4 of 11 full CI runs.
 *
 * What brings the page back: hiding it and showing it again, which makes the
 * compositor drop its tiles and raster afresh. Resizing the viewport, freezing
 * and resuming the page, and a memory-pressure signal did not (each tried on
 * the stalls of a software-rendering run). With Chromium 156.0.8078.108 a stall
 * outlived being shown again (CI run 130, the tree data page, three checks in a
 * row), so a page still stalled then has its browser's GPU process restarted:
 * every compositor of that browser then makes a new output surface and draws
 * afresh (on a healthy page: a frame again within 0.6 s, no console error). Each
 * test worker has a browser of its own, so no other test sees it.
 *
 * So each test page is watched: every couple of seconds the watchdog asks the
 * page for a frame; when the page answers a plain evaluation at once but gives
 * no frame for FRAME_DEADLINE_MS, and still shows the same document, it puts
 * another tab in front for a moment and reports it. A page whose main thread
 * is busy or stuck is left alone (that is the page's own fault, and the
 * stuck-page diagnosis reports it), and so is one that navigates meanwhile: a
 * first version took a reload during its wait for a stall.
 */

/** What the watchdog needs from a page, apart from Playwright (so it can be tested with fakes). */
export interface CompositorProbe {
  /**
   * Which document the page shows, when its main thread answers a trivial evaluation within
   * `withinMs` and it is visible; null when it does not answer in time or is hidden.
   */
  visibleDocument(withinMs: number): Promise<string | null>;
  /** Whether an animation frame fires within `withinMs`; rejects when the evaluation fails (a navigation, a closed page). */
  frameWithin(withinMs: number): Promise<boolean>;
  /** Hides the page behind another tab for a moment and brings it back. */
  showAgain(): Promise<void>;
  /** Restarts the GPU process of the page's browser. */
  restartGpu(): Promise<void>;
}

export const PING_DEADLINE_MS = 1_000;
export const FRAME_DEADLINE_MS = 5_000;

export type StallOutcome = 'restarted' | 'restarted with the GPU process' | 'still stalled';
export type CheckOutcome = 'drawing' | 'busy, hidden or navigating' | StallOutcome;

/**
 * One look at the page: a frame, or a reason to leave it, or a stall that
 * showing the page again cures, or failing that restarting the GPU process
 * (or neither). A stall is a visible document that
 * answers at once before and after FRAME_DEADLINE_MS without a frame: a long
 * task delays frames too, and a navigation in between ends the wait with
 * another document (or a failed evaluation, which rejects).
 */
export async function checkCompositor(probe: CompositorProbe): Promise<CheckOutcome> {
  const before = await probe.visibleDocument(PING_DEADLINE_MS);
  if (before === null) return 'busy, hidden or navigating';
  if (await probe.frameWithin(FRAME_DEADLINE_MS)) return 'drawing';
  if ((await probe.visibleDocument(PING_DEADLINE_MS)) !== before) return 'busy, hidden or navigating';
  await probe.showAgain();
  if (await probe.frameWithin(FRAME_DEADLINE_MS)) return 'restarted';
  await probe.restartGpu();
  return (await probe.frameWithin(FRAME_DEADLINE_MS)) ? 'restarted with the GPU process' : 'still stalled';
}

/** `promise`'s outcome, or `fallback` once `ms` have passed. */
function orAfter<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Evaluates in a world of the watchdog's own, where a test's fake clock
 * (page.clock) has not replaced requestAnimationFrame. A world lasts one
 * document, so one is made per evaluation.
 */
async function evaluateInOwnWorld(cdp: CDPSession, expression: string): Promise<unknown> {
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'compositor-watchdog',
  });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression,
    contextId: executionContextId,
    awaitPromise: true,
    returnByValue: true,
  });
  return result.value;
}

function playwrightProbe(page: Page, cdp: CDPSession, isStopped: () => boolean): CompositorProbe {
  return {
    // performance.timeOrigin is the document's own: a reload or a navigation gives another.
    visibleDocument: (ms) =>
      orAfter(
        evaluateInOwnWorld(cdp, "document.visibilityState === 'visible' ? String(performance.timeOrigin) : null").then((origin) =>
          typeof origin === 'string' ? origin : null,
        ),
        ms,
        null,
      ).catch(() => null),
    frameWithin: (ms) =>
      orAfter(evaluateInOwnWorld(cdp, 'new Promise((resolve) => requestAnimationFrame(() => resolve(true)))').then(Boolean), ms, false),
    showAgain: async () => {
      // The test may have ended while the watchdog waited for a frame: its context is closing.
      if (isStopped()) return;
      const other = await page.context().newPage();
      await other.close();
      await page.bringToFront();
    },
    restartGpu: async () => {
      const browser = page.context().browser();
      if (isStopped() || !browser) return;
      const session = await browser.newBrowserCDPSession();
      await session.send('Browser.crashGpuProcess').finally(() => session.detach().catch(() => {}));
    },
  };
}

const CHECK_INTERVAL_MS = 2_000;

/** Watches `page` until the returned stop function is called; `report` hears of every stall, cured or not. */
export async function watchCompositor(page: Page, report: (outcome: StallOutcome, url: string) => void): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let stopped = false;
  let wake = () => {};
  const probe = playwrightProbe(page, cdp, () => stopped);
  void (async () => {
    while (!stopped && !page.isClosed()) {
      // A failed evaluation (the page navigating or closing) is no stall.
      const outcome = await checkCompositor(probe).catch((): CheckOutcome => 'busy, hidden or navigating');
      if (!stopped && outcome !== 'drawing' && outcome !== 'busy, hidden or navigating') report(outcome, page.url());
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, CHECK_INTERVAL_MS).unref();
      });
    }
  })();
  // Not waiting for a check under way: detaching fails its evaluations, which end it as no stall.
  return async () => {
    stopped = true;
    wake();
    await cdp.detach().catch(() => {});
  };
}
