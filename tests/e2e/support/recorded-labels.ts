import type { Locator } from '@playwright/test';

type Recording = { recordedLabels: string[] };

/**
 * Records, in the page itself, every label a control shows from now on: its
 * aria-label, or its text where it has none. A confirmation such as "Copied"
 * lasts two seconds, and on a busy machine the page's main thread can be
 * taken for longer than that, so a test that polls for it can miss it: one
 * did in CI (the StackBlitz failure label, stop 40). A mutation observer runs
 * right after the change, whatever else the page does next.
 *
 * Returns a function that reads the labels so far, in order, each once.
 */
export async function recordLabels(control: Locator): Promise<() => Promise<string[]>> {
  // Held, not located again: once its label changes, a locator by name no longer finds the control.
  const element = await control.elementHandle();
  if (!element) throw new Error(`recordLabels: ${control} matches nothing`);
  await element.evaluate((target) => {
    const labels: string[] = [];
    (target as unknown as Recording).recordedLabels = labels;
    const label = () => target.getAttribute('aria-label') ?? target.textContent ?? '';
    new MutationObserver(() => {
      if (labels.at(-1) !== label()) labels.push(label());
    }).observe(target, { attributes: true, attributeFilter: ['aria-label'], childList: true, characterData: true, subtree: true });
  });
  return () => element.evaluate((target) => [...(target as unknown as Recording).recordedLabels]);
}
