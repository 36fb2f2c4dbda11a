import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core, the engine behind Lighthouse's accessibility audit, run in the page as Lighthouse runs it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Without a licence key (none is configured in tests), Pro and Premium components draw this
 * watermark across the grid or chart, grey at 62 % opacity by design: the one text a page may
 * show below 4.5:1.
 */
const MISSING_LICENCE_WATERMARK = 'MUI X Missing license key';

/** The part of axe's colour utilities used here (its type declarations leave `commons` out). */
interface AxeColourCommons {
  color: {
    Color: new () => { parseString(css: string): void };
    getContrast(background: object, foreground: object): number | null;
  };
}

export interface ContrastProblem {
  /** The demo the text is in (`react-data-grid/style/ClassNamesFromData`), or the page's own part. */
  where: string;
  /** axe's account: the ratio, both colours, the size and weight. */
  detail: string;
  html: string;
}

/**
 * Text on the page that fails WCAG AA's contrast (4.5:1, 3:1 for large text), by axe-core's
 * `color-contrast` rule, in the scheme the page shows now; code blocks by each token colour
 * against the block's background. Text axe cannot judge (over an image or a gradient) is not
 * reported: that needs a person.
 */
export async function contrastProblems(page: Page): Promise<ContrastProblem[]> {
  // Evaluated through DevTools, as Playwright does, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  const problems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') & { commons: AxeColourCommons } }).axe;
    // Code blocks hold thousands of token spans, half the rule's time on a page, in only a few
    // colours: each colour is checked once against its block's background instead. Every
    // character of a block is in a span (a line, or a token in it), so the spans are the text.
    // The element itself, not a selector to look it up again: a demo that loads its rows
    // re-renders while axe runs, and a selector then finds nothing, or another element.
    const result = await axe.run(
      { include: [document], exclude: [['pre']] },
      { runOnly: ['color-contrast'], resultTypes: ['violations'], elementRef: true },
    );
    const fromAxe = result.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const element = node.element;
        const demo = element?.closest('[data-demo]')?.getAttribute('data-demo');
        return {
          where: demo ?? 'page',
          detail: node.any[0]?.message ?? node.failureSummary ?? '',
          html: node.html.slice(0, 160),
          text: element?.textContent ?? '',
          // WCAG exempts text of controls that are turned off. axe knows `disabled` and
          // aria-disabled, but 8.7.0's DigitalClock replaces its disabled options' aria-disabled
          // with its readOnly flag; Material UI's own class still marks them.
          inactive: Boolean(element?.closest('.Mui-disabled')),
        };
      }),
    );
    const { Color, getContrast } = axe.commons.color;
    const seen = new Set<string>();
    const fromCode = [...document.querySelectorAll('pre')].flatMap((block) => {
      const background = getComputedStyle(block).backgroundColor;
      return [...block.querySelectorAll('span')].flatMap((element) => {
        const foreground = getComputedStyle(element).color;
        const key = `${foreground} on ${background}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const [backgroundColour, foregroundColour] = [background, foreground].map((css) => {
          const colour = new Color();
          colour.parseString(css);
          return colour;
        });
        const ratio = getContrast(backgroundColour!, foregroundColour!);
        if (ratio === null || ratio >= 4.5) return [];
        return [
          {
            where: 'code block',
            detail: `${ratio.toFixed(2)}:1, ${key}`,
            html: element.outerHTML.slice(0, 160),
            text: '',
            inactive: false,
          },
        ];
      });
    });
    return [...fromAxe, ...fromCode];
  });
  return problems
    .filter((problem) => !problem.inactive)
    .filter((problem) => process.env.MUI_X_LICENSE_KEY || problem.text !== MISSING_LICENCE_WATERMARK)
    .map(({ where, detail, html }) => ({ where, detail, html }));
}
