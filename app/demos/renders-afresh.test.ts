import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PICKERS_DESKTOP_QUERY, rendersAfresh } from './renders-afresh';

const desktop = { desktopPointer: true };
const phone = { desktopPointer: false };

describe('rendersAfresh', () => {
  it('is true for a demo with a Data Grid of any plan, on any device', () => {
    for (const media of [desktop, phone]) {
      expect(rendersAfresh(['@mui/x-data-grid'], media)).toBe(true);
      expect(rendersAfresh(['@mui/material', '@mui/x-data-grid-premium'], media)).toBe(true);
      expect(rendersAfresh(['@mui/x-data-grid-pro', '@mui/x-date-pickers'], media)).toBe(true);
    }
  });

  it('is true for pickers only where the pointer is not fine, as the server assumed', () => {
    expect(rendersAfresh(['@mui/x-date-pickers', 'dayjs'], phone)).toBe(true);
    expect(rendersAfresh(['@mui/x-date-pickers-pro', 'dayjs'], phone)).toBe(true);
    expect(rendersAfresh(['@mui/x-date-pickers', 'dayjs'], desktop)).toBe(false);
    expect(rendersAfresh(['@mui/x-date-pickers-pro', 'dayjs'], desktop)).toBe(false);
  });

  it('is false for demos the server renders as the browser will', () => {
    for (const media of [desktop, phone]) {
      expect(rendersAfresh(['@mui/x-charts'], media)).toBe(false);
      expect(rendersAfresh(['@mui/x-tree-view'], media)).toBe(false);
      expect(rendersAfresh([], media)).toBe(false);
    }
  });
});

describe('PICKERS_DESKTOP_QUERY', () => {
  it('is the query the installed responsive pickers switch on, with the desktop variant as the server default', () => {
    const require = createRequire(import.meta.url);
    const pickers = require.resolve('@mui/x-date-pickers/package.json').replace(/package\.json$/, '');
    const utils = readFileSync(`${pickers}esm/internals/utils/utils.js`, 'utf8');
    expect(utils).toContain(`DEFAULT_DESKTOP_MODE_MEDIA_QUERY = '@media ${PICKERS_DESKTOP_QUERY}'`);
    const datePicker = readFileSync(`${pickers}esm/DatePicker/DatePicker.js`, 'utf8');
    expect(datePicker).toMatch(/useMediaQuery\(desktopModeMediaQuery, \{\s*defaultMatches: true/);
  });
});
