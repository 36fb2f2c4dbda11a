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

export interface ContrastProblem {
  /** The demo the text is in (`react-data-grid/style/ClassNamesFromData`), or the page's own part. */
  where: string;
  /** axe's account: the ratio, both colours, the size and weight. */
  detail: string;
  html: string;
}

/**
 * Text on the page that fails WCAG AA's contrast (4.5:1, 3:1 for large text), by axe-core's
 * `color-contrast` rule, in the scheme the page shows now. Text axe cannot judge (over an image
 * or a gradient) is not reported: that needs a person.
 */
export async function contrastProblems(page: Page): Promise<ContrastProblem[]> {
  // Evaluated through DevTools, as Playwright does, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  const problems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const element = document.querySelector(String(node.target[0]));
        const demo = element?.closest('[data-demo]')?.getAttribute('data-demo');
        return {
          where: demo ?? (element?.closest('pre') ? 'code block' : 'page'),
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
  });
  return problems
    .filter((problem) => !problem.inactive)
    .filter((problem) => process.env.MUI_X_LICENSE_KEY || problem.text !== MISSING_LICENCE_WATERMARK)
    .map(({ where, detail, html }) => ({ where, detail, html }));
}
