import type { Page } from '@playwright/test';

/**
 * Counts the elements matching a selector whose fibers React made anew rather
 * than kept from their root's commit before: elements that a component
 * rendered again, and the siblings React copies on the way to one. An element
 * whose components all skipped rendering keeps its fiber. It listens through
 * the hook React offers its developer tools, which production builds call
 * too. Each demo is a React root of its own, so kept fibers are per root.
 */
export async function watchReactRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = { type: unknown; stateNode: unknown; child: Fiber | null; sibling: Fiber | null };
    type Root = { current: Fiber; containerInfo: unknown };
    type Router = { state: { navigation: { state: string } } };
    const state = {
      selector: null as string | null,
      commits: 0,
      elements: 0,
      loadingCommits: 0,
      kept: new WeakMap<Root, WeakSet<Fiber>>(),
    };
    (window as unknown as { reactRenders: typeof state }).reactRenders = state;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onCommitFiberRoot(_: number, root: Root) {
        const before = state.kept.get(root) ?? new WeakSet<Fiber>();
        const now = new WeakSet<Fiber>();
        const { selector } = state;
        const visit = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            now.add(fiber);
            if (selector && !before.has(fiber) && fiber.stateNode instanceof Element && fiber.stateNode.matches(selector))
              state.elements += 1;
            visit(fiber.child);
          }
        };
        visit(root.current);
        state.kept.set(root, now);
        if (selector) state.commits += 1;
        // The app's own root (hydrated on the document), committing while the router loads a page.
        const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
        if (selector && root.containerInfo === document && router?.state.navigation.state === 'loading') state.loadingCommits += 1;
      },
    };
  });
}

/** Starts counting renders of the elements matching `selector` (watchReactRenders must be installed). */
export function countRendersOf(page: Page, selector: string): Promise<void> {
  return page.evaluate((selector) => {
    const state = (window as unknown as { reactRenders: { selector: string | null; commits: number; elements: number } }).reactRenders;
    Object.assign(state, { selector, commits: 0, elements: 0, loadingCommits: 0 });
  }, selector);
}

export interface CountedRenders {
  /** Commits of every root (the app's and each demo's). */
  commits: number;
  /** Elements matching the selector that were rendered again. */
  elements: number;
  /** Commits of the app's root while the router was loading a page (its "loading" state). */
  loadingCommits: number;
}

/** What was seen since countRendersOf. */
export function countedRenders(page: Page): Promise<CountedRenders> {
  return page.evaluate(() => {
    const { commits, elements, loadingCommits } = (window as unknown as { reactRenders: CountedRenders }).reactRenders;
    return { commits, elements, loadingCommits };
  });
}
