import { expect, test } from './support/test';
import { accessibilityProblems } from './support/accessibility';
import { hydrateAllDemos } from './support/pages';

/**
 * The page walk's accessibility check takes the code blocks' token spans out of the page while
 * axe runs, and judges a contrast finding again once the page's animations have ended
 * (support/accessibility.ts). These tests hold it to what it must still do: check each token
 * colour, leave every block as it found it, and report text that is faint at rest.
 */
test.describe('the accessibility check', () => {
  test.beforeEach(async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/x/react-data-grid/quickstart/');
    await hydrateAllDemos(page);
  });

  test('puts every code block back as it was, at the same place on the page', async ({ reusedPage: page }) => {
    const snapshot = () =>
      page.evaluate(() => ({
        blocks: [...document.querySelectorAll('pre.shiki')].map((block) => block.outerHTML),
        places: [...document.querySelectorAll('pre.shiki, h2')].map((element) => Math.round(element.getBoundingClientRect().top)),
      }));
    const before = await snapshot();
    expect(before.blocks.length).toBeGreaterThan(0);
    expect(await accessibilityProblems(page, 'every rule')).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  test('reports a code token whose colour is too faint for its block, and a fault outside the blocks', async ({ reusedPage: page }) => {
    await page.evaluate(() => {
      const token = document.querySelector<HTMLElement>('pre.shiki code span.line span');
      if (token) token.style.color = '#bbbbbb';
      document.querySelector('main h1')?.insertAdjacentHTML('afterend', '<div role="img"></div>');
    });
    const problems = await accessibilityProblems(page, 'every rule');
    expect(problems.map(({ rule, where }) => `${rule} in ${where}`).sort()).toEqual([
      'code-contrast in code block',
      'role-img-alt in page',
    ]);
  });

  test('reports tab stops too small and too close together, in both layouts, and passes over what is out of the tab order', async ({
    reusedPage: page,
  }) => {
    await page.evaluate(() => {
      const target = (id: string, tabIndex: number) =>
        `<button id="${id}" tabindex="${tabIndex}" aria-label="${id}" style="width: 12px; height: 12px; padding: 0; margin: 0; border: 0"></button>`;
      document
        .querySelector('main h1')
        ?.insertAdjacentHTML(
          'afterend',
          `<div>${target('tab-stop-a', 0)}${target('tab-stop-b', 0)}</div><div>${target('roving-a', -1)}${target('roving-b', -1)}</div>`,
        );
    });
    for (const rules of ['every rule', 'layout'] as const) {
      const problems = await accessibilityProblems(page, rules);
      expect(problems.map(({ rule, html }) => `${rule}: ${html.match(/id="([^"]+)"/)?.[1]}`).sort(), rules).toEqual([
        'target-size: tab-stop-a',
        'target-size: tab-stop-b',
      ]);
    }
  });

  test('judges text that fades in once it is at rest, and still reports text faint at rest', async ({ reusedPage: page }) => {
    await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      heading?.insertAdjacentHTML(
        'afterend',
        '<p id="fading-in">Readable once in</p><p id="faint" style="color: #bbbbbb">Faint throughout</p>',
      );
      // Held at 20 % opacity for longer than the check's axe run takes, then in: axe judges both mid-fade.
      const fade = [{ opacity: 0.2 }, { opacity: 0.2, offset: 0.95 }, { opacity: 1 }];
      for (const id of ['fading-in', 'faint']) document.getElementById(id)?.animate(fade, 2_500);
    });
    const problems = await accessibilityProblems(page, 'layout');
    expect(problems.map(({ rule, html }) => `${rule}: ${html}`)).toEqual([
      'color-contrast: <p id="faint" style="color: #bbbbbb">Faint throughout</p>',
    ]);
    // The second judgement came after the fade, not by chance before it.
    expect(await page.evaluate(() => document.getElementById('fading-in')?.getAnimations().length)).toBe(0);
  });
});
