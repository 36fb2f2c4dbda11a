import { describe, expect, it } from 'vitest';
import { demoNameFromHash, preferenceChangesFromHash } from './use-code-hash';

const defaults = { codeVariant: 'TS', codeStyling: 'system' } as const;
const noElements = () => false;

describe('code links in the URL hash', () => {
  it('choose the variant and styling even when the demo they name is not on the page', () => {
    expect(preferenceChangesFromHash('#css-RenamedDemo.js', defaults, noElements)).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    expect(preferenceChangesFromHash('#OldDemo.js', defaults, noElements)).toEqual({ codeVariant: 'JS' });
    expect(preferenceChangesFromHash('#tailwind-Gone.tsx', { codeVariant: 'JS', codeStyling: 'system' }, noElements)).toEqual({
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
  });

  it('change only what differs from the current preferences', () => {
    expect(preferenceChangesFromHash('#system-Demo.tsx', defaults, noElements)).toEqual({});
    expect(preferenceChangesFromHash('#css-Demo.tsx', defaults, noElements)).toEqual({ codeStyling: 'css' });
  });

  it('leave heading links alone: an element id without a variant ending is not a code link', () => {
    const ids = new Set(['css-variables']);
    expect(preferenceChangesFromHash('#css-variables', defaults, (id) => ids.has(id))).toEqual({});
    expect(preferenceChangesFromHash('#css-variables', defaults, noElements)).toEqual({ codeStyling: 'css' });
    expect(preferenceChangesFromHash('#sorting', defaults, noElements)).toEqual({});
  });

  it('name a demo only in the demo-anchor shape', () => {
    expect(demoNameFromHash('#css-BasicDataGrid.js')).toBe('BasicDataGrid');
    expect(demoNameFromHash('#BasicDataGrid.tsx')).toBe('BasicDataGrid');
    expect(demoNameFromHash('#css-variables')).toBeNull();
    expect(demoNameFromHash('#basic.js')).toBeNull();
  });
});
