/** The site's own search index (written by the content build) answers the queries readers type. */
import { describe, expect, it } from 'vitest';
import { highlight, searchDocs } from '~/search/search.server';
import { MAX_QUERY_LENGTH } from '~/search/search-engine';
import { defined } from '~/lib/defined';

const topUrls = (query: string, count = 5) =>
  searchDocs(query)
    .hits.slice(0, count)
    .map((hit) => hit.url);

describe('search over the whole site', () => {
  it.each(['datagrid', 'data grid', 'DataGrid', 'Data-Grid'])('%j finds the Data Grid overview and the DataGrid API', (query) => {
    const urls = topUrls(query, 3);
    expect(urls).toContain('/x/react-data-grid/');
    expect(urls.some((url) => url.startsWith('/x/api/data-grid/data-grid/'))).toBe(true);
  });

  it('sortModel finds the sorting page and the prop in the API reference', () => {
    const urls = topUrls('sortModel', 6);
    expect(urls.some((url) => url.startsWith('/x/react-data-grid/sorting/#'))).toBe(true);
    expect(urls).toContain('/x/api/data-grid/data-grid/#prop-sortModel');
  });

  it('forgives a typo: checkbxSelection finds row selection and the checkboxSelection prop', () => {
    const urls = searchDocs('checkbxSelection').hits.map((hit) => hit.url);
    expect(urls.some((url) => url.startsWith('/x/react-data-grid/row-selection/'))).toBe(true);
    expect(urls.some((url) => url.endsWith('#prop-checkboxSelection'))).toBe(true);
  });

  it('finds a word before it is finished (prefix)', () => {
    expect(topUrls('telemet', 1)[0]).toMatch(/^\/x\/guides\/telemetry\//);
  });

  it('finds CSS classes and points at their row', () => {
    expect(topUrls('MuiDataGrid-cell', 3)).toContain('/x/api/data-grid/data-grid/#css-cell');
  });

  it('groups results by product and marks the words that matched', () => {
    const hit = defined(searchDocs('sortModel').hits[0], 'a hit for sortModel');
    expect(hit.group).toBe('Data Grid');
    expect([...hit.title, ...hit.heading, ...hit.snippet].some((part) => part.match && part.text.toLowerCase() === 'sortmodel')).toBe(true);
  });

  it.each(['', '   ', '%%%', '((((', '"', '\u0000', '*', '🙂', '\\'])('answers %j with no results and no error', (query) => {
    expect(searchDocs(query)).toEqual({ query: query.trim(), hits: [] });
  });

  it('answers odd but wordy input without failing', () => {
    expect(() => searchDocs('<script>alert(1)</script>')).not.toThrow();
    expect(() => searchDocs('a'.repeat(MAX_QUERY_LENGTH))).not.toThrow();
    expect(() => searchDocs(null)).not.toThrow();
  });

  it('refuses a 2 kB query with a message instead of running it', () => {
    const response = searchDocs('grid '.repeat(410));
    expect(response.hits).toEqual([]);
    expect(response.message).toMatch(/limited to 200 characters/);
  });
});

describe('highlighting', () => {
  it('marks every occurrence, case-insensitively, and treats the terms as text, not patterns', () => {
    expect(highlight('Sort the sortModel', ['sortmodel'])).toEqual([{ text: 'Sort the ' }, { text: 'sortModel', match: true }]);
    expect(highlight('a.b and axb', ['a.b'])).toEqual([{ text: 'a.b', match: true }, { text: ' and axb' }]);
    expect(highlight('', ['x'])).toEqual([]);
  });
});
