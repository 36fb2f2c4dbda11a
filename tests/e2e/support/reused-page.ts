import type { BrowserContextOptions, Page } from '@playwright/test';

/**
 * A page kept from test to test in one worker: what one test leaves on it is taken off again before
 * the next. The next test's first navigation replaces the document; what outlives a document (the
 * context's cookies, permissions, routes and offline mode, the tab's storage, the page's init scripts,
 * exposed functions, listeners, viewport and emulated media) is reset here.
 *
 * Why: a page loaded in a new browser context starts a renderer with nothing compiled and nothing
 * cached. Twelve Data Grid demos opened one after the other on their full-screen pages (idle
 * two-core machine, two rounds each) took 30.4 CPU-s and 20.1 s in a new context each, 25.8 CPU-s
 * and 15.1 s in one context with a new page each, and 9.9 CPU-s and 6.3 s in one page.
 */

/** The options of Playwright's `use` that a test may set and the reused page follows: they can change on a live page. */
export interface PerTestOptions {
  viewport: { width: number; height: number } | null;
  colorScheme: 'light' | 'dark' | 'no-preference' | null;
  reducedMotion: 'reduce' | 'no-preference' | null;
}

/** Options fixed when a browser context is made: a test that sets one to anything but Playwright's default needs its own `page`. */
export type ContextOnlyOptions = Pick<
  BrowserContextOptions,
  | 'locale'
  | 'timezoneId'
  | 'hasTouch'
  | 'isMobile'
  | 'javaScriptEnabled'
  | 'deviceScaleFactor'
  | 'userAgent'
  | 'offline'
  | 'permissions'
  | 'geolocation'
  | 'extraHTTPHeaders'
  | 'storageState'
  | 'httpCredentials'
  | 'serviceWorkers'
>;

/** What Playwright Test gives each of those options when neither the project nor the test sets it. */
export const PLAYWRIGHT_DEFAULTS: ContextOnlyOptions = {
  locale: 'en-US',
  timezoneId: undefined,
  hasTouch: false,
  isMobile: false,
  javaScriptEnabled: true,
  deviceScaleFactor: undefined,
  userAgent: undefined,
  offline: false,
  permissions: undefined,
  geolocation: undefined,
  extraHTTPHeaders: undefined,
  storageState: undefined,
  httpCredentials: undefined,
  serviceWorkers: 'allow',
};

/** The context-only options this test sets away from the defaults, by name: each one the reused page cannot honour. */
export function contextOnlyOptionsSet(options: ContextOnlyOptions): string[] {
  return (Object.keys(PLAYWRIGHT_DEFAULTS) as (keyof ContextOnlyOptions)[]).filter(
    (name) => JSON.stringify(options[name]) !== JSON.stringify(PLAYWRIGHT_DEFAULTS[name]),
  );
}

/** page.clock's methods that put a fake clock in the page: there is no taking one out. */
const CLOCK_INSTALLERS = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const;

interface Disposable {
  dispose(): Promise<void>;
}

/** What each reusable page's tests added that only disposing takes away (init scripts, exposed functions). */
const addedByTests = new WeakMap<Page, Disposable[]>();

/**
 * Makes `page` a page that can be handed from test to test: `page.clock` refuses to install (a test
 * that needs a fake clock takes a page of its own), and init scripts and exposed functions are
 * recorded, so that `resetAfterTest` can remove them. Call once, on the worker's page, after what
 * every test keeps has been added to it.
 */
export function makeReusable(page: Page): void {
  const added: Disposable[] = [];
  addedByTests.set(page, added);
  for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<Disposable>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const disposable = await original(...args);
      added.push(disposable);
      return disposable;
    };
  }
  for (const method of CLOCK_INSTALLERS) {
    (page.clock as unknown as Record<string, unknown>)[method] = () => {
      throw new Error(
        `page.clock.${method}() on the reused page would stay for the tests after this one: take the \`page\` fixture instead`,
      );
    };
  }
}

/** A page's emitter as it is at run time: Playwright's types leave out its inspection methods. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  off(event: string | symbol, listener: unknown): void;
}

type Listeners = Map<string | symbol, Set<unknown>>;

/** Every listener on the page now, by event (Playwright's own among them): what `resetAfterTest` leaves in place. */
export function listenersOf(page: Page): Listeners {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
}

/** Sets the page to what the test asks for, before it runs. */
export async function prepareForTest(page: Page, { viewport, colorScheme, reducedMotion }: PerTestOptions): Promise<void> {
  if (viewport) await page.setViewportSize(viewport);
  // null, not undefined: undefined would leave what the previous test emulated.
  await page.emulateMedia({ colorScheme: colorScheme ?? null, reducedMotion: reducedMotion ?? null });
}

/**
 * Takes off what the test put on the page and its context. The document stays: the next test's
 * navigation replaces it. A blank page in between moved that navigation to a new renderer and took
 * back half the walk's gain (33 Charts pages: 69.5 s and 129 CPU-s, against 51 s and 92 CPU-s).
 */
export async function resetAfterTest(page: Page, listenersBefore: Listeners): Promise<void> {
  const emitter = page as unknown as Emitter;
  for (const event of emitter.eventNames()) {
    const kept = listenersBefore.get(event);
    for (const listener of emitter.listeners(event)) {
      if (!kept?.has(listener)) emitter.off(event, listener);
    }
  }
  const context = page.context();
  await Promise.all([
    ...(addedByTests.get(page)?.splice(0) ?? []).map((disposable) => disposable.dispose()),
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    context.clearCookies(),
    context.clearPermissions(),
    context.setOffline(false),
  ]);
  // The tab's storage outlives its documents. A test that ends mid-navigation gets the new document's load first.
  // A page that never left about:blank holds none of the site's storage (and may not touch its own).
  if (page.url() === 'about:blank') return;
  const clearStorage = () =>
    page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  await clearStorage().catch(async () => {
    await page.waitForLoadState();
    await clearStorage().catch((error: unknown) => {
      throw new Error(`the reused page's storage could not be cleared at ${page.url()}: ${String(error)}`);
    });
  });
}
