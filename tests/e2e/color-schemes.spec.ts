import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openDemo } from './support/pages';

/**
 * Demos that read theme colours in code rather than through palette names. On a theme with CSS
 * variables, as this site's is, `theme.palette` keeps the light scheme's colours in dark mode too;
 * the demos take `theme.vars` instead. The contrast check of every page covers text only: these
 * colours are strokes, fills and borders.
 */

/** What a CSS colour (a variable, a channel expression) comes to on the page now, as `rgb(…)`. */
function resolvedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.append(probe);
    const resolved = getComputedStyle(probe).color;
    probe.remove();
    return resolved;
  }, colour);
}

async function openInDarkMode(page: Page, pathname: string, name: string): Promise<Locator> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const demo = await openDemo(page, pathname, name);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  return demo;
}

test('ThemePalette: the slices take the dark scheme’s palette colours', async ({ reusedPage: page }) => {
  const demo = await openInDarkMode(page, '/x/react-charts/styling/', 'ThemePalette');
  const fills = await demo.locator('.MuiPieArc-root').evaluateAll((arcs) => arcs.slice(0, 3).map((arc) => getComputedStyle(arc).fill));
  const expected = await Promise.all(
    ['primary', 'secondary', 'success'].map((name) => resolvedColour(page, `var(--mui-palette-${name}-main)`)),
  );
  expect(fills).toEqual(expected);
  // The light scheme's primary, which theme.palette holds, is not what is drawn.
  expect(fills[0]).not.toBe('rgb(25, 118, 210)');
});

test('StyledMarkers: the ring around each marker is the dark paper colour', async ({ reusedPage: page }) => {
  const demo = await openInDarkMode(page, '/x/react-charts/scatter/', 'StyledMarkers');
  const strokes = await demo
    .locator('.MuiScatter-root circle')
    .evaluateAll((circles) => [...new Set(circles.map((circle) => getComputedStyle(circle).stroke))]);
  expect(strokes).toEqual([await resolvedColour(page, 'var(--mui-palette-background-paper)')]);
});

test('BorderedTree: the guide lines are drawn in the dark scheme’s text colour', async ({ reusedPage: page }) => {
  const demo = await openInDarkMode(page, '/x/react-tree-view/simple-tree-view/customization/', 'BorderedTree');
  const group = demo.locator('.MuiTreeItem-groupTransition').first();
  await expect(group).toBeVisible();
  const line = await group.evaluate((element) => getComputedStyle(element, '::before').borderLeftColor);
  expect(line).toBe(await resolvedColour(page, 'rgba(var(--mui-palette-text-primaryChannel) / 0.4)'));
  expect(line).not.toBe('rgba(0, 0, 0, 0.4)');
});

test('TrafficHeatmap: the tints are of the dark scheme’s primary colour', async ({ reusedPage: page }) => {
  const demo = await openInDarkMode(page, '/x/react-data-grid/style-recipes/', 'TrafficHeatmap');
  const busiest = demo.locator('.MuiDataGrid-row[data-id="ATL"] [data-field="y2019"]');
  await expect(busiest).toHaveClass(/heat-4/);
  const tint = await busiest.evaluate((cell) => getComputedStyle(cell).backgroundColor);
  expect(tint).toBe(await resolvedColour(page, 'rgba(var(--mui-palette-primary-mainChannel) / 0.56)'));
});
