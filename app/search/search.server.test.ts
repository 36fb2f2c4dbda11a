/** The site's own search index (written by the content build) answers the queries readers type. */
import { describe, expect, it } from 'vitest';
import { highlight, searchDocs } from '~/search/search.server';
import { MAX_QUERY_LENGTH, MAX_RESULTS, buildQuery, stemsOf } from '~/search/search-engine';
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
    expect(searchDocs(query)).toEqual({ query: query.trim(), hits: [], total: 0 });
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

const rankOf = (query: string, urlPrefix: string) => searchDocs(query).hits.findIndex((hit) => hit.url.startsWith(urlPrefix)) + 1;

describe('ranking (QA2 search audit)', () => {
  it.each(['column resizing', 'resize column'])('%j leads with the Resizing section, not API pages at an unrelated prop', (query) => {
    const urls = topUrls(query, 3);
    expect(urls[0]).toBe('/x/react-data-grid/column-dimensions/#resizing');
    expect(urls.some((url) => url.includes('#prop-columnBufferPx'))).toBe(false);
  });

  it('"hide column" finds the column visibility guide before any API page', () => {
    const urls = topUrls('hide column', 3);
    expect(urls.some((url) => url.startsWith('/x/react-data-grid/column-visibility/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/x/api/'))).toBe(false);
  });

  it.each([
    ['checkboxSelection', '/x/api/data-grid/data-grid/#prop-checkboxSelection'],
    ['localeText', '/x/api/data-grid/data-grid/#prop-localeText'],
    ['getRowId', '/x/api/data-grid/data-grid/#prop-getRowId'],
  ])('an exact prop name (%j) puts the DataGrid prop in the top 3, at its anchor', (query, url) => {
    expect(topUrls(query, 3)).toContain(url);
  });

  it('"apiRef" is not twenty sections all headed apiRef: the hook and the API object page come early', () => {
    const headings = searchDocs('apiRef').hits.map((hit) => hit.heading.map((part) => part.text).join(''));
    expect(headings.filter((heading) => heading === 'apiRef').length).toBeLessThanOrEqual(5);
    expect(topUrls('apiRef', 3)).toContain('/x/api/data-grid/use-grid-api-ref/');
    const apiObject = rankOf('apiRef', '/x/react-data-grid/api-object/');
    expect(apiObject).toBeGreaterThan(0);
  });

  it('"valueFormatter" leads with current docs; migration guides come after the formatting section', () => {
    const urls = topUrls('valueFormatter', MAX_RESULTS);
    expect(urls.slice(0, 3).some((url) => url.startsWith('/x/migration/'))).toBe(false);
    expect(rankOf('valueFormatter', '/x/react-data-grid/cells/#formatting-values')).toBeGreaterThan(0);
    expect(rankOf('valueFormatter', '/x/react-data-grid/cells/#formatting-values')).toBeLessThanOrEqual(10);
  });

  it('migration guides are still found when the query names migration', () => {
    const urls = searchDocs('migrate from v7').hits.map((hit) => hit.url);
    expect(urls.some((url) => url.startsWith('/x/migration/migration-data-grid-v7/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/x/migration/migration-pickers-v7/'))).toBe(true);
    expect(topUrls('migration', 1)[0]).toBe('/x/migration/');
  });

  it('"custom filter" still finds filter customization in the top 3', () => {
    expect(topUrls('custom filter', 3).some((url) => url.startsWith('/x/react-data-grid/filtering/customization/'))).toBe(true);
  });

  it('the product a query names completes it: "horizontal bar chart" finds the Bars page\'s horizontal section', () => {
    expect(topUrls('horizontal bar chart', 1)).toEqual(['/x/react-charts/bars/#horizontal-bars']);
  });

  it('the product name alone does not make a match: "date picker" lists no document that says neither word', () => {
    for (const hit of searchDocs('date picker').hits) {
      expect(
        `${hit.title.map((part) => part.text).join('')} ${hit.heading.map((part) => part.text).join('')} ${hit.snippet.map((part) => part.text).join('')}`,
      ).toMatch(/date|picker/i);
    }
    // Every Date and Time Pickers document would match through the group name.
    expect(searchDocs('date picker').total).toBeLessThan(1000);
  });

  it('word forms meet: "install" finds the Installation page first', () => {
    expect(topUrls('install', 1)[0]).toMatch(/^\/x\/introduction\/installation\//);
  });

  it.each([
    ['pivt', '/x/react-data-grid/pivoting/'],
    ['grup', '/x/react-data-grid/'],
  ])('forgives one typo in a short word when nothing else matches (%j)', (query, urlPrefix) => {
    expect(topUrls(query, 1)[0]?.startsWith(urlPrefix)).toBe(true);
  });

  it('does not forgive a typo in a stem: "nextjs" is not "next" with a letter wrong', () => {
    expect(searchDocs('nextjs').hits.length).toBeLessThan(10);
  });

  it('gives the next twenty from a start, and the last page for a start past the end', () => {
    const first = searchDocs('apiRef');
    const second = searchDocs('apiRef', undefined, { start: MAX_RESULTS });
    expect(second.start).toBe(MAX_RESULTS);
    expect(second.hits.map((hit) => hit.id).filter((id) => first.hits.some((hit) => hit.id === id))).toEqual([]);
    const last = searchDocs('apiRef', undefined, { start: 1_000_000 });
    expect(last.hits.length).toBeGreaterThan(0);
    expect((last.start ?? 0) + last.hits.length).toBe(last.total);
  });

  it('says how many documents matched when the list is cut', () => {
    const response = searchDocs('apiRef');
    expect(response.hits).toHaveLength(MAX_RESULTS);
    expect(response.total).toBeGreaterThan(100);
  });
});

describe('word forms and the query', () => {
  it.each([
    ['resizing', 'resize'],
    ['resized', 'resize'],
    ['migration', 'migrate'],
    ['migrating', 'migrated'],
    ['columns', 'column'],
    ['pinning', 'pinned'],
    ['installation', 'install'],
    ['customization', 'custom'],
  ])('%j and %j share a stem', (a, b) => {
    const formsOf = (word: string) => new Set([word, ...stemsOf(word)]);
    expect([...formsOf(a)].some((form) => formsOf(b).has(form))).toBe(true);
  });

  it('leaves identifiers, short words and double-l words alone', () => {
    expect(stemsOf('sortmodel')).toEqual([]);
    expect(stemsOf('row')).toEqual([]);
    expect(stemsOf('scrolling')).toEqual(['scroll']);
  });

  it('takes only the last word as a prefix, and every word must match', () => {
    const query = buildQuery(['column', 'resizing']);
    expect(query.combineWith).toBe('AND');
    expect(query.queries).toEqual([
      expect.objectContaining({ queries: ['column'], prefix: false }),
      expect.objectContaining({ queries: ['resiz'], prefix: true }),
    ]);
  });
});

describe('highlighting', () => {
  it('marks a stem or a prefix to the end of its word', () => {
    expect(highlight('Resizing columns', ['resiz'])).toEqual([{ text: 'Resizing', match: true }, { text: ' columns' }]);
  });

  it('marks every occurrence, case-insensitively, and treats the terms as text, not patterns', () => {
    expect(highlight('Sort the sortModel', ['sortmodel'])).toEqual([{ text: 'Sort the ' }, { text: 'sortModel', match: true }]);
    expect(highlight('a.b and axb', ['a.b'])).toEqual([{ text: 'a.b', match: true }, { text: ' and axb' }]);
    expect(highlight('', ['x'])).toEqual([]);
  });
});
