import { describe, expect, it } from 'vitest';
import { DocsToolInputError, normalizePagePath, suggestApiNames } from './docs-tools.server';
import { env } from '~/lib/env.server';

describe('normalizePagePath', () => {
  it('accepts the ways assistants write a page', () => {
    for (const input of [
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting',
      'react-data-grid/sorting',
      '/react-data-grid/sorting/',
      '/x/react-data-grid/sorting.md',
      `${env.SITE_URL}/x/react-data-grid/sorting/`,
    ]) {
      expect(normalizePagePath(input), input).toBe('/x/react-data-grid/sorting/');
    }
    expect(normalizePagePath('/x/')).toBe('/x/');
    expect(normalizePagePath('/x/api/data-grid/data-grid/')).toBe('/x/api/data-grid/data-grid/');
  });

  it('refuses other hosts, other schemes and paths that cannot be pages', () => {
    for (const input of [
      'https://elsewhere.example/x/introduction/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '/../../etc/passwd',
      '/x/react-data-grid/%2e%2e/',
      '/x/Sorting/',
      '/x/a//b/',
      `/x/${'a'.repeat(600)}/`,
    ]) {
      expect(() => normalizePagePath(input), input).toThrow(DocsToolInputError);
    }
  });
});

describe('suggestApiNames', () => {
  const names = ['DataGrid', 'DataGridPro', 'DataGridPremium', 'useGridApiRef', 'BarChart', 'LineChart'];

  it('puts the closest names first', () => {
    expect(suggestApiNames('DataGridPr0', names)[0]).toBe('DataGridPro');
    expect(suggestApiNames('BarChrt', names)).toEqual(['BarChart']);
    expect(suggestApiNames('gridapiref', names)).toEqual(['useGridApiRef']);
  });

  it('suggests nothing for a name far from every other', () => {
    expect(suggestApiNames('Scheduler', names)).toEqual([]);
  });
});
