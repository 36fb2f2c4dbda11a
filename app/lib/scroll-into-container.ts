/**
 * Brings `element` into view inside its nearest scrolling ancestor, by the
 * least scroll that does it ("nearest"), and moves nothing else: not the
 * window, and not the keyboard's starting point. Chromium moves the starting
 * point of sequential focus navigation to an element scrolled with
 * `scrollIntoView`, so the reader's first Tab would skip the skip link.
 */
export function scrollIntoContainer(element: HTMLElement): void {
  const container = scrollingAncestor(element);
  if (!container) return;
  const box = element.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  if (box.top < frame.top) container.scrollTop -= frame.top - box.top;
  else if (box.bottom > frame.bottom) container.scrollTop += Math.min(box.bottom - frame.bottom, box.top - frame.top);
}

function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}
