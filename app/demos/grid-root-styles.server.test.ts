import { describe, expect, it } from 'vitest';
import { EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY } from '~/shell/emotion/emotion-names';
import type { ShellSettings } from '~/shell/theme/shell-settings';
import { demoSourceOf } from '~/content/pages.server';
import { GRID_ROOT_STYLE_STATES } from './grid-root-styles.server';
import { gridRootStyles } from './island-html.server';

const LTR: ShellSettings = { direction: 'ltr', dense: false };
const GRID_PAGE = ['@mui/material', '@mui/x-data-grid-premium'];
/** The Data Grid overview's first demo gives its grid an `sx` (bold column titles). */
const SX_DEMO = 'react-data-grid/BasicDataGrid';
const SX_DEMO_SX = { '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } };

/** The rules of a chunk's CSS that select class `id`, with the class renamed so that two states compare. */
function rulesOf(css: string, id: string): Set<string> {
  return new Set(
    css
      .split('}')
      .filter((rule) => rule.includes(id))
      .map((rule) => rule.replaceAll(id, 'root')),
  );
}

describe('gridRootStyles', () => {
  it('is the root’s whole stylesheet once per state, as one chunk of the demos’ cache', () => {
    const chunks = gridRootStyles(LTR, GRID_PAGE);
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks;
    expect(chunk?.key).toBe(EMOTION_CACHE_KEY);
    expect(chunk?.ids).toHaveLength(GRID_ROOT_STYLE_STATES.length);
    for (const id of chunk?.ids ?? []) {
      // The cells', the headers' and the scrollbars' rules are all in the root's.
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-columnHeaderTitleContainer{`);
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-cell{`);
    }
  });

  it('differs between the states only where the grid’s state is read: the top right corner of its headers', () => {
    const [chunk] = gridRootStyles(LTR, GRID_PAGE);
    const [first = '', second = ''] = chunk?.ids ?? [];
    const onlyInSecond = [...rulesOf(chunk?.css ?? '', second)].filter((rule) => !rulesOf(chunk?.css ?? '', first).has(rule));
    expect(onlyInSecond.length).toBeGreaterThan(0);
    expect(onlyInSecond.join('}')).toMatch(/border-top-right-radius/);
  });

  it('is compiled once for pages in the same settings', () => {
    expect(gridRootStyles(LTR, ['@mui/x-data-grid'])).toBe(gridRootStyles(LTR, ['@mui/x-data-grid-pro']));
  });

  it('is nothing for a page without a grid island', () => {
    expect(gridRootStyles(LTR, ['@mui/material', '@mui/x-charts', '@mui/x-data-grid-generator'])).toEqual([]);
    expect(gridRootStyles(LTR, [], [SX_DEMO_SX])).toEqual([]);
  });

  it('right to left, comes flipped from the right-to-left cache', () => {
    const [chunk] = gridRootStyles({ direction: 'rtl', dense: false }, GRID_PAGE);
    expect(chunk?.key).toBe(EMOTION_RTL_CACHE_KEY);
    expect(chunk?.css).toContain(`.${EMOTION_RTL_CACHE_KEY}-${chunk?.ids[0]} .MuiDataGrid-cell{`);
    expect(chunk?.css).toContain('border-top-left-radius');
  });

  it('adds the root with each literal `sx` the page’s grids are given, once each, in both states', () => {
    const [plain] = gridRootStyles(LTR, GRID_PAGE);
    const [chunk] = gridRootStyles(LTR, GRID_PAGE, [SX_DEMO_SX, { ...SX_DEMO_SX }]);
    expect(chunk?.ids).toHaveLength(GRID_ROOT_STYLE_STATES.length * 2);
    expect(chunk?.ids.slice(0, GRID_ROOT_STYLE_STATES.length)).toEqual(plain?.ids);
    for (const id of chunk?.ids.slice(GRID_ROOT_STYLE_STATES.length) ?? []) {
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-cell{`);
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-columnHeaderTitle{font-weight:700;}`);
    }
  });
});

describe('the literal `sx` of a demo’s grid', () => {
  it('reaches the server from the demo’s source through the content build', () => {
    expect(demoSourceOf(SX_DEMO)?.gridRootSx).toEqual([SX_DEMO_SX]);
    expect(demoSourceOf('react-data-grid/row-grouping/GroupByProduct')?.gridRootSx).toBeUndefined();
    expect(demoSourceOf('no-such-page/Demo')).toBeNull();
  });
});
