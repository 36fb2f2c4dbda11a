/** The parts of a mouse event that say whether the reader asked for something other than "follow this link here". */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A primary-button click with no modifier that nothing else has handled: the
 * one click a link may take over. Any other (a new tab, a new window, a
 * download, the middle button) is left to the browser, as readers expect.
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
