/**
 * Gives every history entry of the document a key of its own, as the
 * router's own navigations do, so that scroll restoration can tell them apart.
 *
 * A jump to an anchor that the browser makes itself (a plain `<a href="#…">`
 * of the contents, a heading's anchor link, a link in the prose, a script
 * setting `location.hash`) adds an entry with no state, and the router reads
 * every such entry as the one key "default". Its scroll restoration saves the
 * position of the entry it leaves and restores the position saved for the
 * entry it arrives at, by key: from the second such jump on, both are
 * "default", so it put the page back where the jump had started, and only the
 * first jump of a visit arrived (remix-run/remix#7573). Remix gives the first
 * entry of a visit a key (its ScrollRestoration script); this does the same
 * for each later entry, as the browser arrives at it.
 */

interface KeyedState {
  key?: unknown;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Keys the current entry if it has no key, keeping whatever state it has. */
function keyCurrentEntry(): void {
  const state: unknown = window.history.state;
  const keyed = state !== null && typeof state === 'object' ? (state as KeyedState) : null;
  if (typeof keyed?.key === 'string' && keyed.key !== '') return;
  window.history.replaceState({ ...keyed, key: newKey() }, '');
}

/**
 * Must run before the router starts (entry.client.tsx, before hydration): the
 * listener has to come before the router's own `popstate` listener, which
 * reads the key. Capturing at the window makes that so whatever the order in
 * which the two were added.
 */
export function keyEveryHistoryEntry(): void {
  keyCurrentEntry();
  window.addEventListener('popstate', keyCurrentEntry, { capture: true });
}
