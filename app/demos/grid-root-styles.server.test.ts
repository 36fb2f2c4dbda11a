import createEmotionServer from '@emotion/server/create-instance';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, createRtlEmotionCache } from '~/shell/emotion/emotion-cache';
import { EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY } from '~/shell/emotion/emotion-names';
import type { ShellSettings } from '~/shell/theme/shell-settings';
import { GRID_ROOT_STYLE_STATES, rendersDataGrid } from './grid-root-styles.server';
import { gridRootStylesMarkup } from './island-html.server';

const LTR: ShellSettings = { direction: 'ltr', dense: false };

/** What entry.server.tsx does: a cache set up for extraction, the sample rendered into it, the critical styles extracted from its markup. */
function extractedStyles(cache = createEmotionCache(), settings = LTR, packages: string[] = ['@mui/x-data-grid']) {
  const server = createEmotionServer(cache);
  const markup = gridRootStylesMarkup(cache, settings, packages);
  return { markup, styles: server.extractCriticalToChunks(markup).styles.filter((chunk) => chunk.css !== '') };
}

describe('rendersDataGrid', () => {
  it('is true for an island of any plan of the grid', () => {
    for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
      expect(rendersDataGrid(['@mui/material', name])).toBe(true);
    }
  });

  it('is false for the other components', () => {
    expect(rendersDataGrid(['@mui/x-charts', '@mui/x-date-pickers', '@mui/x-tree-view', '@mui/material'])).toBe(false);
    expect(rendersDataGrid([])).toBe(false);
  });
});

describe('gridRootStylesMarkup', () => {
  it('leaves the root’s stylesheet in the cache once per state, selected by the class names in its markup', () => {
    const { markup, styles } = extractedStyles();
    expect(styles).toHaveLength(1);
    const [chunk] = styles;
    expect(chunk?.key).toBe(EMOTION_CACHE_KEY);
    expect(chunk?.ids).toHaveLength(GRID_ROOT_STYLE_STATES.length);
    for (const id of chunk?.ids ?? []) {
      expect(markup).toContain(`${EMOTION_CACHE_KEY}-${id}`);
      // The whole stylesheet: the cells', the headers' and the scrollbars' rules are in the root's.
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-columnHeaderTitleContainer{`);
      expect(chunk?.css).toContain(`.${EMOTION_CACHE_KEY}-${id} .MuiDataGrid-cell{`);
    }
  });

  it('renders nothing but the bare root element of each state: its markup is read for class names, not sent', () => {
    const { markup } = extractedStyles();
    expect(markup.match(/<div class="[^"]*"><\/div>/g)).toHaveLength(GRID_ROOT_STYLE_STATES.length);
  });

  it('differs between the states only where the grid’s state is read: the top right corner of its headers', () => {
    const cache = createEmotionCache();
    extractedStyles(cache);
    const [first, second] = Object.values(cache.inserted).filter((css): css is string => typeof css === 'string');
    const rulesOf = (css: string | undefined) => new Set(css?.replace(/\.mui-[a-z0-9]+/g, '.root').split('}'));
    const onlyInSecond = [...rulesOf(second)].filter((rule) => !rulesOf(first).has(rule));
    expect(onlyInSecond.join('}')).toMatch(/border-top-right-radius/);
  });

  it('is empty, and leaves nothing in the cache, for a page without a grid island', () => {
    const cache = createEmotionCache();
    const { markup, styles } = extractedStyles(cache, LTR, ['@mui/x-charts']);
    expect(markup).toBe('');
    expect(styles).toEqual([]);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });

  it('right to left, comes flipped from the right-to-left cache', () => {
    const ltr = extractedStyles().styles[0]?.css ?? '';
    const { styles } = extractedStyles(createRtlEmotionCache(), { direction: 'rtl', dense: false });
    expect(styles[0]?.key).toBe(EMOTION_RTL_CACHE_KEY);
    const rtl = styles[0]?.css ?? '';
    expect(rtl).not.toBe(ltr.replaceAll(`.${EMOTION_CACHE_KEY}-`, `.${EMOTION_RTL_CACHE_KEY}-`));
    expect(rtl).toContain('border-top-left-radius');
  });
});
