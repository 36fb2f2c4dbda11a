import type { Page } from '@playwright/test';

/** Marks the element under test between evaluations, so the same node is focused again after the blur. */
const PROBE_ATTRIBUTE = 'data-focus-probe';
/** Long enough for a focus transition to start drawing; only a picture identical to the blurred one fails. */
const SETTLE_MS = 120;
/**
 * A second, longer look, blurred and focused, before a stop is reported: a button's ripple, which
 * is its focus ring, mounts on its first use, and React adds it and takes it away in renders after
 * the event. It was there 150 ms after the focus in three runs here, but a sweep on a busy machine
 * once pictured it missing at 120 ms. On CI, the pagination page's "Go to next page" was reported
 * once (stop 58), most likely because its ring was still drawn 120 ms after the blur and the
 * blurred picture matched any focused one; that run was not caught with the ring's state logged.
 */
const SLOW_FOCUS_MS = 600;

export interface FocusStop {
  /** Tag, id, first classes and the start of its name: enough to find it on the page. */
  element: string;
  /** The demo it is in, or `page` for the site's own parts. */
  where: string;
}

/**
 * Presses Tab up to `maxStops` times from where the focus is and returns the stops whose
 * focus cannot be seen: the page looks the same, pixel for pixel, focused and blurred
 * (WCAG 2.4.7). Any change counts as visible, so an animation can hide a missing
 * ring but never invent one. A stop in a demo is pictured once the demo is live, since its
 * focus state may be drawn by the component rather than by CSS.
 */
export async function focusStopsWithoutVisibleChange(page: Page, maxStops: number): Promise<{ judged: number; invisible: FocusStop[] }> {
  const invisible: FocusStop[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const demo = await page.evaluate((attribute) => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
      element.setAttribute(attribute, '');
      return element.closest('[data-demo]')?.getAttribute('data-demo') ?? 'page';
    }, PROBE_ATTRIBUTE);
    if (demo === null) break;
    if (demo !== 'page') {
      await page.locator(`[data-demo="${demo}"]`).and(page.locator('[data-hydrated]')).waitFor();
    }
    await page.waitForTimeout(SETTLE_MS);
    const probe = page.locator(`[${PROBE_ATTRIBUTE}]`);
    const element = await probe.evaluate((node) => {
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40);
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''} "${name}"`;
    });
    // A stop met twice (a Tab that cycles inside a widget) is judged once.
    if (seen.has(element)) continue;
    seen.add(element);
    // A disabled field of 8.7.0 keeps two tab stops that draw nothing, since a disabled control
    // draws no focus; upstream took them out of the tab order in v8.14.0 (#19387). The pickers'
    // accessibility page says so. Nothing else that is disabled should be a tab stop at all.
    if (await probe.evaluate((node) => node.closest('.MuiPickersInputBase-root.Mui-disabled') !== null)) continue;
    // The whole viewport, not the element's box: a field draws its focus on its border, around
    // the section that has the focus, and the clock on its face, around a list of no height.
    const picture = () => page.screenshot({ animations: 'disabled', caret: 'hide' });
    let focused = await picture();
    await probe.evaluate((node) => (node as HTMLElement).blur());
    await page.waitForTimeout(SETTLE_MS);
    let blurred = await picture();
    if (focused.equals(blurred)) {
      await page.waitForTimeout(SLOW_FOCUS_MS);
      blurred = await picture();
      await probe.evaluate((node) => (node as HTMLElement).focus());
      await page.waitForTimeout(SLOW_FOCUS_MS);
      focused = await picture();
      if (focused.equals(blurred)) invisible.push({ element, where: demo });
    }
    // Back where it was, so the next Tab moves on from it; after a key press, a script's focus is
    // still drawn as keyboard focus (:focus-visible).
    await probe.evaluate((node) => (node as HTMLElement).focus());
  }
  return { judged: seen.size, invisible };
}
