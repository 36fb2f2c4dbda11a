import { describe, expect, it } from 'vitest';
import { rendersAfresh } from './renders-afresh';

describe('rendersAfresh', () => {
  it('is true for a demo with a Data Grid of any plan', () => {
    expect(rendersAfresh(['@mui/x-data-grid'])).toBe(true);
    expect(rendersAfresh(['@mui/material', '@mui/x-data-grid-premium'])).toBe(true);
    expect(rendersAfresh(['@mui/x-data-grid-pro', '@mui/x-date-pickers'])).toBe(true);
  });

  it('is false for demos the server renders in full', () => {
    expect(rendersAfresh(['@mui/x-charts'])).toBe(false);
    expect(rendersAfresh(['@mui/x-date-pickers-pro', 'dayjs'])).toBe(false);
    expect(rendersAfresh(['@mui/x-tree-view'])).toBe(false);
    expect(rendersAfresh([])).toBe(false);
  });
});
