/**
 * Focus that reaches an island's server HTML before React hydrates it is a
 * focus React never sees. Hydration keeps the node, and with it the focus, but
 * the component's onFocus never ran: a tree item, a button or a field does not
 * draw its focus state until the reader moves again, which makes the first
 * Tab into a demo look like it landed nowhere. (Focus that arrives while React
 * hydrates is replayed by React itself; only what came before needs this.)
 *
 * Call it right before hydrating; call what it returns once the island is live.
 */
export function rememberFocusBeforeHydration(container: HTMLElement): () => void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !container.contains(focused)) return () => {};
  let pending = true;
  return () => {
    // Once only; and not if the reader moved on while the island hydrated (React saw that focus itself).
    if (!pending || document.activeElement !== focused) return;
    pending = false;
    focused.dispatchEvent(new FocusEvent('focus'));
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  };
}
