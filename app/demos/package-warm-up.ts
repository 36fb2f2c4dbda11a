/**
 * Work a demo's packages do as soon as their code is evaluated or first
 * rendered, done beforehand in a task of its own. Each chunk of an island's
 * code is evaluated in one task, and a Data Grid's first rows are committed in
 * one more (see island-evaluation.ts and renders-afresh.ts); whatever those
 * tasks no longer do keeps them shorter, and the reader's input can be handled
 * between the pieces.
 *
 * What moves out is the browser's internationalisation data. The first
 * `Intl` service a page builds loads its shared part, the first of each kind
 * its own rules: 7 to 60 ms in all here with no CPU slowdown (the spread is
 * the machine's), almost all of it on the first service, wherever it comes.
 * - The charts build an `Intl.Segmenter` for graphemes when their module is
 *   evaluated (internals/getGraphemeCount.js and internals/sliceUntil.js in
 *   @mui/x-charts), to shorten axis labels that do not fit: 11 ms of the
 *   21 ms task that evaluated the stacking page's charts.
 * - The Data Grid builds an `Intl.Collator` when its module is evaluated
 *   (gridSortingUtils.js and two more in @mui/x-data-grid), and formats
 *   numbers with `toLocaleString()` as it renders its first rows (the number
 *   column's formatter, the row count in the footer): 6.5 ms of the 69 ms task
 *   that committed the Data Grid overview's first grid.
 *
 * Each step runs in a task of its own: the grid's two together took 16 to
 * 43 ms here, the collator 10 to 24 ms of it and the first number format 6
 * to 20 ms.
 */

import { isDataGridPackage } from './demo-dependencies';

interface WarmUp {
  /** Whether a demo importing this package does the work. */
  appliesTo: (packageName: string) => boolean;
  steps: readonly (() => void)[];
}

const CHARTS_PACKAGE = /^@mui\/x-charts(?:-pro)?$/;

const WARM_UPS: readonly WarmUp[] = [
  {
    appliesTo: (name) => CHARTS_PACKAGE.test(name),
    steps: [
      () => {
        if ('Segmenter' in Intl) new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      },
    ],
  },
  {
    appliesTo: isDataGridPackage,
    steps: [() => new Intl.Collator(), () => (0).toLocaleString()],
  },
];

const started = new Map<WarmUp, Promise<void>>();

/** Runs `step` in a new task: the one that asked for it may already be long. */
function inTaskOfItsOwn(step: () => void): Promise<void> {
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      try {
        step();
      } catch {
        // Nothing lost: the package meets the same failure itself, where it is reported.
      }
      resolve();
    }, 0),
  );
}

async function runSteps(steps: WarmUp['steps']): Promise<void> {
  for (const step of steps) await inTaskOfItsOwn(step);
}

/** Runs `warmUp`'s steps once per page, one task each. */
function runOnce(warmUp: WarmUp): Promise<void> {
  let done = started.get(warmUp);
  if (!done) {
    done = runSteps(warmUp.steps);
    started.set(warmUp, done);
  }
  return done;
}

/** Resolves once the work `packages` would do on evaluation and first render, and can do apart, is done. */
export async function warmUpPackages(packages: readonly string[]): Promise<void> {
  for (const warmUp of WARM_UPS) if (packages.some(warmUp.appliesTo)) await runOnce(warmUp);
}
