import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { RunOnly } from 'axe-core';
import { LIBRARY_ACCESSIBILITY_ISSUES } from './library-accessibility';

/** axe-core, the engine behind Lighthouse's accessibility audit, run in the page as Lighthouse runs it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Without a licence key (none is configured in tests), Pro and Premium components draw this
 * watermark across the grid or chart, grey at 62 % opacity by design: the one text a page may
 * show below 4.5:1.
 */
const MISSING_LICENCE_WATERMARK = 'MUI X Missing license key';

/** The parts of axe's utilities used here (its type declarations leave `commons` and `utils.getRule` out). */
interface AxeInternals {
  commons: {
    color: {
      Color: new () => { parseString(css: string): void };
      getContrast(background: object, foreground: object): number | null;
    };
    dom: { isInTabOrder(virtualNode: unknown): boolean };
  };
  utils: { getRule(id: string): { matches(...args: unknown[]): boolean } };
}

/**
 * The longest a contrast finding waits for the page's animations to end before it is judged again
 * (accessibilityProblems): ten times the fade that needed it.
 */
const ANIMATION_WAIT_MS = 3_000;

/**
 * Which of axe's rules a check runs. `every rule`: WCAG 2.2 A and AA and axe's best practices,
 * text contrast included. `layout`: only the rules whose outcome depends on the width and the
 * colour scheme (contrast, the size of touch targets, regions that scroll), for a second look
 * at the same page in another layout, where the markup's names and roles are the same.
 */
export type AxeRules = 'every rule' | 'layout';

const AXE_RUN_ONLY: Record<AxeRules, RunOnly> = {
  'every rule': { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  layout: { type: 'rule', values: ['color-contrast', 'target-size', 'scrollable-region-focusable'] },
};

export interface AccessibilityProblem {
  /** axe's rule id, or `code-contrast` for a code block's token colour. */
  rule: string;
  /** The demo it is in (`react-data-grid/style/ClassNamesFromData`), or the page's own part. */
  where: string;
  /** axe's account: for contrast, the ratio, both colours, the size and weight. */
  detail: string;
  html: string;
}

/**
 * What axe-core finds on the page as it is now, in the scheme on screen, with `rules` (text
 * contrast as it is at rest, once animations have ended); code blocks' text contrast by each token
 * colour against the block's background. Not reported: text axe cannot judge (over an image or a
 * gradient: that needs a person), text of controls that are turned off (WCAG exempts it), the
 * licence watermark, and what 8.7.0's own markup does (`LIBRARY_ACCESSIBILITY_ISSUES`).
 */
export async function accessibilityProblems(page: Page, rules: AxeRules): Promise<AccessibilityProblem[]> {
  // Evaluated through DevTools, as Playwright does, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  const problems = await page.evaluate(
    async ({ runOnly, libraryIssues, animationWaitMs, exemptText }) => {
      const axe = (window as unknown as { axe: Omit<typeof import('axe-core'), 'commons' | 'utils'> & AxeInternals }).axe;
      // Only violations are reported, and axe's target-size rule can fail a target only if the target
      // is in the tab order: both its checks (target-size, target-offset) return false for no other,
      // and a widget out of the tab order is at most left for review. So the rule looks at tab stops
      // only. A grid's cells are widgets, all out of the tab order but one, and they were most of the
      // rule's time. With that, and with no snippet of markup for every node axe passes (the report's
      // snippets are taken below, for what it reports), axe took 4.2 s against 5.3 s over seven of the
      // heaviest pages at 412 px with the layout rules, 8.0 s against 9.4 s with every rule at 1280 px,
      // with as many findings for each rule as before.
      const targetSize = axe.utils.getRule('target-size');
      const isWidget = targetSize.matches.bind(targetSize);
      axe.configure({
        noHtml: true,
        rules: [
          {
            id: 'target-size',
            matches: (node, virtualNode) => isWidget(node, virtualNode) && axe.commons.dom.isInTabOrder(virtualNode),
          },
        ],
      });
      // Highlighted code blocks hold thousands of token spans, half the contrast rule's time on a
      // page, in only a few colours: each colour is checked once against its block's background
      // instead. Every character of a block is in a span (a line, or a token in it), so the spans
      // are the text. Excluding the blocks' descendants one by one instead took axe seven times as long.
      // Excluded, the spans still cost axe: it maps every element on screen, and reads a
      // container's text, through them. So they leave their block while axe runs, the block keeping
      // its size: over all 181 pages, axe found the same nodes either way, in 33 % less time with
      // every rule at 1280 px and 42 % less with the layout rules at 412 px. A demo's blocks are
      // server HTML that React sets and never touches again (an opened long file's is React's, but static).
      const setAside = [...document.querySelectorAll<HTMLElement>('pre.shiki')].map((block) => {
        const { width, height } = getComputedStyle(block);
        const style = block.getAttribute('style');
        Object.assign(block.style, { width, height });
        const tokens = document.createDocumentFragment();
        tokens.append(...block.childNodes);
        return () => {
          block.append(tokens);
          if (style === null) block.removeAttribute('style');
          else block.setAttribute('style', style);
        };
      });
      let result: import('axe-core').AxeResults;
      try {
        // The element itself, not a selector to look it up again: a demo that loads its rows
        // re-renders while axe runs, and a selector then finds nothing, or another element.
        // The whole document, with nothing excluded: the blocks are empty now, and an exclusion makes
        // axe test every element against it.
        result = await axe.run(document, { runOnly, resultTypes: ['violations'], elementRef: true });
        // Text that fades in is judged mid-fade when axe reaches it early: the AI assistant panel's
        // prompts fade in over 300 ms once the grid opens it, after its demo reports ready (CI run
        // 204 caught them at 46 % opacity). A reader reads text at rest, so each contrast finding
        // is judged again once the animations running on the page have ended, and stands only if
        // it fails again. One that can no longer be judged (its element gone) stands.
        const contrast = result.violations.find((violation) => violation.id === 'color-contrast');
        // The watermark is dropped before that second look: it is on most Pro and Premium pages, and
        // waiting for their animations to end cost up to 3.3 s a page for a finding that never counts.
        if (contrast) contrast.nodes = contrast.nodes.filter((node) => node.element?.textContent !== exemptText);
        if (contrast?.nodes.length) {
          const ending = document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
          await Promise.race([
            Promise.allSettled(ending.map((animation) => animation.finished)),
            new Promise((resolve) => setTimeout(resolve, animationWaitMs)),
          ]);
          const judged = contrast.nodes.flatMap((node) => (node.element?.isConnected ? [node.element] : []));
          const again = judged.length
            ? await axe.run({ include: judged }, { runOnly: ['color-contrast'], resultTypes: ['violations'], elementRef: true })
            : { violations: [] };
          const failingAgain = new Set(again.violations.flatMap((violation) => violation.nodes.map((node) => node.element)));
          contrast.nodes = contrast.nodes.filter((node) => !node.element?.isConnected || failingAgain.has(node.element));
        }
      } finally {
        setAside.forEach((putBack) => putBack());
      }
      const fromAxe = result.violations.flatMap((violation) =>
        violation.nodes
          .filter((node) => !libraryIssues.some((issue) => issue.rule === violation.id && node.element?.matches(issue.selector)))
          .map((node) => {
            const element = node.element;
            const demo = element?.closest('[data-demo]')?.getAttribute('data-demo');
            const check = node.any[0] ?? node.all[0] ?? node.none[0];
            return {
              rule: violation.id,
              where: demo ?? 'page',
              detail: check?.message ?? node.failureSummary ?? '',
              html: element?.outerHTML.slice(0, 160) ?? '',
              // WCAG exempts text of controls that are turned off. axe knows `disabled` and
              // aria-disabled, but 8.7.0's DigitalClock replaces its disabled options' aria-disabled
              // with its readOnly flag; Material UI's own class still marks them.
              inactive: violation.id === 'color-contrast' && Boolean(element?.closest('.Mui-disabled')),
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
              rule: 'code-contrast',
              where: 'code block',
              detail: `${ratio.toFixed(2)}:1, ${key}`,
              html: element.outerHTML.slice(0, 160),
              inactive: false,
            },
          ];
        });
      });
      return [...fromAxe, ...fromCode];
    },
    {
      runOnly: AXE_RUN_ONLY[rules],
      libraryIssues: LIBRARY_ACCESSIBILITY_ISSUES,
      animationWaitMs: ANIMATION_WAIT_MS,
      exemptText: process.env.MUI_X_LICENSE_KEY ? null : MISSING_LICENCE_WATERMARK,
    },
  );
  return problems.filter((problem) => !problem.inactive).map(({ rule, where, detail, html }) => ({ rule, where, detail, html }));
}
