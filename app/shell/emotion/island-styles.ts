/**
 * A demo island's server HTML carries its Emotion styles inline, as
 * `<style data-emotion>` tags. On a first load Emotion's browser cache moves
 * such tags to <head> when it is created, before any island hydrates. After
 * a client-side navigation the cache exists already, so the tags in newly
 * shown HTML are moved here instead: left inside the island, React would
 * find nodes it did not render and fail to hydrate. Once the island renders,
 * Emotion may add a rule that is already in one of these tags, to no visible effect.
 */
import { EMOTION_ATTRIBUTE } from './CriticalStyles';

export function moveIslandStylesToHead(island: HTMLElement): void {
  for (const style of Array.from(island.querySelectorAll<HTMLStyleElement>(`style[${EMOTION_ATTRIBUTE}]`))) {
    const value = style.getAttribute(EMOTION_ATTRIBUTE) ?? '';
    const present = Array.from(document.head.querySelectorAll(`style[${EMOTION_ATTRIBUTE}]`)).some(
      (existing) => existing.getAttribute(EMOTION_ATTRIBUTE) === value,
    );
    if (present) style.remove();
    else document.head.appendChild(style);
  }
}
