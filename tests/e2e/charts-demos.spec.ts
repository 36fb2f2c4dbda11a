import { expect, test } from './support/test';
import type { Locator } from '@playwright/test';
import { liveDemo, openDemo } from './support/pages';

/**
 * The charts pages describe what their demos do when the reader uses them:
 * the toolbar's buttons and menu, hiding a series from the legend, and how
 * far a highlight reaches. These tests replay those steps, so that a package
 * update that changes the behaviour fails here before the pages say
 * something false.
 */

test('toolbar: zoom out starts disabled, zoom in narrows the axis, the export menu offers print and PNG', async ({ reusedPage: page }) => {
  // At the width of its page's column: the axis's ticks depend on it.
  await page.goto('/x/react-charts/toolbar/');
  const demo = await liveDemo(page, 'DefaultToolbar');
  const toolbar = demo.getByRole('toolbar');
  const ticks = demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(toolbar.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await expect(ticks.first()).toHaveText('1960');

  await toolbar.getByRole('button', { name: 'Zoom in' }).click();
  await expect(ticks.first()).toHaveText('1965');
  await expect(toolbar.getByRole('button', { name: 'Zoom out' })).toBeEnabled();

  await toolbar.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Print', 'Export as PNG']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: 'Export' })).toBeFocused();
});

test('legend: a click on a series hides its line and dims its entry, a second click brings it back', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/legend/', 'LegendToggle');
  const spain = demo.locator('li[data-series="ES"]');
  const line = demo.locator('.MuiLineElement-series-ES');
  await expect(line).not.toHaveAttribute('d', '');

  await spain.getByRole('button').click();
  await expect(spain).toHaveCSS('opacity', '0.45');
  await expect(line).toHaveAttribute('d', '');

  await spain.getByRole('button').click();
  await expect(spain).toHaveCSS('opacity', '1');
  await expect(line).not.toHaveAttribute('d', '');
});

test('highlight scopes: series/global lights a whole series and fades the rest, item/series only a bar and its series', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-charts/highlighting/', 'HighlightScopes');
  const bars = demo.locator('.MuiBarElement-root');
  const highlighted = demo.locator('.MuiBarElement-highlighted');
  const faded = demo.locator('.MuiBarElement-faded');
  await expect(bars).toHaveCount(30);

  await bars.nth(1).hover();
  await expect(highlighted).toHaveCount(6);
  await expect(faded).toHaveCount(24);

  await page.mouse.move(0, 0);
  for (const [label, option] of [
    ['highlight', 'item'],
    ['fade', 'series'],
  ] as const) {
    await demo.getByLabel(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  // The pointer was last over the menu, which is removed as it closes. A move straight from there
  // onto a bar gives the bar a pointerover whose relatedTarget is <body>, which React 18 takes for
  // a move it already handled, so onPointerEnter never fires (2 runs in 16 with long tasks
  // injected). Once the menu is gone, a move to the corner and on to the bar goes from one element
  // to another.
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await bars.nth(1).hover();
  await expect(highlighted).toHaveCount(1);
  await expect(faded).toHaveCount(5);
});

test('bar labels: the function leaves bars too short for a label bare', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/label/', 'BarValueLabels');
  // Mumbai's wet months, June to October, hold a label; the dry months' bars are too short.
  await expect(demo.locator('.MuiBarLabel-root')).toHaveText(['578', '841', '550', '342', '90']);
});

test('tooltips: a numeric year on the category axis is headed as a year, not as a number with a separator', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-charts/stacking/', 'BasicStacking');
  await demo.locator('.MuiBarElement-root').first().hover();
  const heading = page.locator('.MuiChartsTooltip-root caption');
  await expect(heading).toHaveText(/^\d{4}$/);
});

test('tooltip styling: the axis heading, a caption, is bold', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/tooltip/', 'TooltipStyling');
  await demo.locator('.MuiBarElement-root').first().hover();
  await expect(page.locator('.MuiChartsTooltip-root caption')).toHaveCSS('font-weight', '700');
});

test('pie legend: an entry highlights its slice on the first click, even after the slices were hovered', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/legend/', 'PieLegendHighlight');
  const entries = demo.locator('.MuiChartsLegend-series');
  const highlighted = demo.locator('.MuiPieArc-highlighted');
  await entries.nth(0).click();
  await expect(highlighted).toHaveCount(1);
  await demo.locator('.MuiPieArc-root').nth(2).hover();
  await page.mouse.move(0, 0);
  await entries.nth(0).click();
  await expect(highlighted).toHaveCount(1);
});

test('sx styling: the tick labels turn grey, past the axis style of the same weight', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/styling/', 'SxStyling');
  await expect(demo.locator('.MuiChartsAxis-tickLabel').first()).toHaveCSS('fill', 'rgb(117, 117, 117)');
});

test('custom toolbar: the arrow keys reach the text buttons rendered through ToolbarButton', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/toolbar/', 'CustomToolbar');
  const toolbar = demo.getByRole('toolbar');
  // Zooming in first enables Zoom out, which the arrow keys would otherwise skip.
  await toolbar.getByRole('button', { name: 'Zoom in' }).click();
  for (const name of ['Zoom out', 'PNG', 'Print', 'Zoom in']) {
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name })).toBeFocused();
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('animation: the useAnimate average line jumps to its new height, like the bars', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-charts/animation/', 'AnimatedAverage');
    const line = demo.locator('text', { hasText: /^Monthly average:/ }).locator('..');
    await expect(line).toContainText('Monthly average: 174 mm');
    await line.evaluate((element) => {
      const written: string[] = [];
      new MutationObserver(() => written.push(element.getAttribute('transform') ?? '')).observe(element, {
        attributeFilter: ['transform'],
      });
      Object.assign(window, { averageLineWrites: written });
    });
    await demo.getByRole('button', { name: 'London' }).click();
    await expect(line).toContainText('Monthly average: 50 mm');
    // Two frames on: an animation would have written its start and at least one step by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const written = await page.evaluate(() => (window as unknown as { averageLineWrites: string[] }).averageLineWrites);
    expect(new Set(written).size).toBe(1);
  });
});

test('shares stacked with expand: the axis ends at 100 %, even when a pile adds up to a hair over 1', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/bar-demo/', 'GenerationShares');
  const shareTicks = demo.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  await expect(shareTicks.last()).toHaveText('100%');
  await demo.locator('.MuiBarElement-root').first().hover();
  await expect(page.locator('.MuiChartsTooltip-root caption')).toHaveText('2015');
});

test('measured, then projected: the tooltip names each half and leaves out the half with no value', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-charts/line-demo/', 'PopulationProjection');
  const rows = page.locator('.MuiChartsTooltip-root tbody tr');
  // The projected Africa points are 2020, 2030, 2040 and 2050.
  await demo.locator('.MuiMarkElement-series-africa-projection').nth(2).hover();
  await expect(page.locator('.MuiChartsTooltip-root caption')).toHaveText('2040');
  await expect(rows).toHaveText([/^Africa, projected\s*2\.09 bn$/, /^Europe, projected\s*0\.72 bn$/]);
  // 2020 ends the measured line under the first projected mark: point there whatever is on top.
  await demo.locator('.MuiMarkElement-series-africa').nth(2).hover({ force: true });
  await expect(page.locator('.MuiChartsTooltip-root caption')).toHaveText('2020');
  await expect(rows).toHaveText([/^Africa\s*1\.36 bn$/, /^Europe\s*0\.75 bn$/]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 900 }, isMobile: true, hasTouch: true });

  /** The texts of a demo's chart that reach past its <svg> (drawn cut off there), or that overlap another text (axis ticks aside). */
  async function clippedOrOverlapping(demo: Locator): Promise<string[]> {
    return demo.evaluate((frame) => {
      const problems: string[] = [];
      // A chart's own <svg>, not the small ones of its legend marks and icons.
      const charts = [...frame.querySelectorAll('svg')].filter(
        (svg) => svg.getBoundingClientRect().width > 80 && !svg.parentElement?.closest('svg'),
      );
      for (const svg of charts) {
        const bounds = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim());
        const boxes = texts.map((text) => text.getBoundingClientRect());
        boxes.forEach((box, index) => {
          const name = texts[index]!.textContent;
          if (box.left < bounds.left - 1 || box.right > bounds.right + 1 || box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1) {
            problems.push(`${name} is cut off`);
          }
          // Axis ticks meet at the corner by design; a text box is a little taller than its glyphs.
          if (texts[index]!.closest('.MuiChartsAxis-tickLabel')) return;
          boxes.slice(index + 1).forEach((other, offset) => {
            const apart = other.left >= box.right || other.right <= box.left || other.top >= box.bottom || other.bottom <= box.top;
            if (!apart) problems.push(`${name} overlaps ${texts[index + 1 + offset]!.textContent}`);
          });
        });
      }
      return problems;
    });
  }

  for (const [pathname, names] of [
    ['/x/react-charts/radar/', ['MetricRanges', 'StartAngle', 'SeriesHighlight', 'ItemTooltip']],
    ['/x/react-charts/funnel/', ['StepConversion']],
    ['/x/react-charts/line-demo/', ['Co2Threshold']],
  ] as const) {
    test(`${pathname}: labels and names stay whole and apart`, async ({ page }) => {
      await page.goto(pathname);
      for (const name of names) {
        const demo = await liveDemo(page, name);
        await expect(demo.locator('svg text').first()).toBeVisible();
        expect(await clippedOrOverlapping(demo), name).toEqual([]);
      }
    });
  }

  test('gauge radii: the three gauges wrap inside the demo rather than run out of it', async ({ page }) => {
    await page.goto('/x/react-charts/gauge/');
    const demo = await liveDemo(page, 'GaugeRadii');
    const frame = (await demo.boundingBox())!;
    const gauges = demo.locator('svg.MuiGauge-root');
    await expect(gauges).toHaveCount(3);
    for (const gauge of await gauges.all()) {
      const box = (await gauge.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
  });
});
