import { expect, test } from './support/test';
import { accessibilityProblems } from './support/accessibility';
import { hydrateAllDemos } from './support/pages';

/**
 * The page walk's accessibility check takes the code blocks' token spans out of the page while
 * axe runs (support/accessibility.ts). These tests hold it to what it must still do: check each
 * token colour, and leave every block as it found it.
 */
test.describe('the accessibility check', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/x/react-data-grid/quickstart/');
    await hydrateAllDemos(page);
  });

  test('puts every code block back as it was, at the same place on the page', async ({ page }) => {
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

  test('reports a code token whose colour is too faint for its block, and a fault outside the blocks', async ({ page }) => {
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
});
