import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type WarmUpModule = typeof import('./package-warm-up');

/** What the warm-ups built, in order. */
let built: string[] = [];
const RealSegmenter = Intl.Segmenter;
const RealCollator = Intl.Collator;

class CountingSegmenter extends RealSegmenter {
  constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
    super(...args);
    built.push(`Segmenter:${args[1]?.granularity}`);
  }
}
class CountingCollator extends RealCollator {
  constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
    super(...args);
    built.push('Collator');
  }
}

/** A fresh copy of the module: its warm-ups run once per page, which here means once per import. */
async function freshModule(): Promise<WarmUpModule> {
  vi.resetModules();
  return import('./package-warm-up');
}

beforeEach(() => {
  built = [];
  Object.defineProperty(Intl, 'Segmenter', { value: CountingSegmenter, configurable: true, writable: true });
  Object.defineProperty(Intl, 'Collator', { value: CountingCollator, configurable: true, writable: true });
  const realToLocaleString = Number.prototype.toLocaleString;
  vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number, ...args) {
    built.push('toLocaleString');
    return realToLocaleString.apply(this, args);
  });
});

afterEach(() => {
  Object.defineProperty(Intl, 'Segmenter', { value: RealSegmenter, configurable: true, writable: true });
  Object.defineProperty(Intl, 'Collator', { value: RealCollator, configurable: true, writable: true });
  vi.restoreAllMocks();
});

describe('warmUpPackages', () => {
  it('builds the grapheme segmenter for a charts demo, of either plan, in a later task than the caller', async () => {
    for (const charts of ['@mui/x-charts', '@mui/x-charts-pro']) {
      const { warmUpPackages } = await freshModule();
      built = [];
      const done = warmUpPackages(['@mui/material', charts]);
      await Promise.resolve();
      expect(built).toEqual([]);
      await done;
      expect(built).toEqual(['Segmenter:grapheme']);
    }
  });

  it('builds a collator and formats a number for a Data Grid demo of any plan', async () => {
    for (const grid of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
      const { warmUpPackages } = await freshModule();
      built = [];
      await warmUpPackages([grid]);
      expect(built).toEqual(['Collator', 'toLocaleString']);
    }
  });

  it('builds the collator and formats the number in two tasks, one each', async () => {
    const { warmUpPackages } = await freshModule();
    vi.useFakeTimers();
    try {
      const done = warmUpPackages(['@mui/x-data-grid']);
      // One task, then whatever the promises it settled schedule.
      const runTask = async () => {
        vi.runOnlyPendingTimers();
        for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      };
      await runTask();
      expect(built).toEqual(['Collator']);
      await runTask();
      expect(built).toEqual(['Collator', 'toLocaleString']);
      await done;
    } finally {
      vi.useRealTimers();
    }
  });

  it('does each warm-up once per page, however many demos ask for it', async () => {
    const { warmUpPackages } = await freshModule();
    await Promise.all([warmUpPackages(['@mui/x-charts']), warmUpPackages(['@mui/x-charts-pro', '@mui/x-data-grid'])]);
    await warmUpPackages(['@mui/x-data-grid-premium', '@mui/x-charts']);
    expect(built.filter((entry) => entry === 'Segmenter:grapheme')).toHaveLength(1);
    expect(built.filter((entry) => entry === 'Collator')).toHaveLength(1);
  });

  it('does nothing for packages that build no Intl service as they start', async () => {
    const { warmUpPackages } = await freshModule();
    await warmUpPackages(['@mui/x-date-pickers', 'dayjs', '@mui/x-tree-view', '@mui/x-charts-vendor']);
    expect(built).toEqual([]);
  });

  it('resolves even where the browser cannot build the service', async () => {
    const { warmUpPackages } = await freshModule();
    Object.defineProperty(Intl, 'Segmenter', {
      value: class {
        constructor() {
          throw new RangeError('no grapheme rules');
        }
      },
      configurable: true,
      writable: true,
    });
    await expect(warmUpPackages(['@mui/x-charts'])).resolves.toBeUndefined();
  });
});

describe('the installed packages', () => {
  const require = createRequire(import.meta.url);
  const installed = (packageName: string, file: string) =>
    readFileSync(require.resolve(`${packageName}/package.json`).replace(/package\.json$/, file), 'utf8');
  /** A statement at the top level of a module: at the start of a line, so not inside a function. */
  const topLevel = (statement: string) => new RegExp(`^const \\w+ = ${statement}`, 'm');

  it('still build their grapheme segmenter when the charts are evaluated', () => {
    for (const file of ['esm/internals/getGraphemeCount.js', 'esm/internals/sliceUntil.js']) {
      const source = installed('@mui/x-charts', file);
      expect(source).toMatch(
        topLevel(`typeof window !== 'undefined' && 'Intl' in window && 'Segmenter' in Intl \\? new Intl\\.Segmenter\\(undefined, \\{`),
      );
      expect(source).toContain("granularity: 'grapheme'");
    }
  });

  it('still build a collator when the Data Grid is evaluated, and format numbers with toLocaleString()', () => {
    expect(installed('@mui/x-data-grid', 'esm/hooks/features/sorting/gridSortingUtils.js')).toMatch(topLevel('new Intl\\.Collator\\(\\);'));
    expect(installed('@mui/x-data-grid', 'esm/colDef/gridNumericColDef.js')).toContain('value.toLocaleString()');
    expect(installed('@mui/x-data-grid', 'esm/components/GridRowCount.js')).toContain('rowCount.toLocaleString()');
  });
});
