import { describe, expect, it } from 'vitest';
import { allCommits, COMMIT_SCHEMA } from './commits.server';
import { parseRowsQuery } from './query.server';
import { REPOSITORY_FILE_SCHEMA, repositoryFileRows } from './repository-files.server';
import { queryRows, queryTree } from './rows.server';

const encode = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
const commits = (params: Record<string, unknown>) => queryRows(allCommits(), COMMIT_SCHEMA, parseRowsQuery(encode(params), COMMIT_SCHEMA));
const files = (params: Record<string, unknown>) =>
  queryTree(repositoryFileRows(), REPOSITORY_FILE_SCHEMA, parseRowsQuery(encode(params), REPOSITORY_FILE_SCHEMA));

describe('the commits data set', () => {
  it('holds 15,886 commits with unique ids, in three repositories', () => {
    const rows = allCommits();
    expect(rows).toHaveLength(15_886);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.repository))).toEqual(new Set(['mui/mui-x', 'mui/base-ui', 'mui/toolpad']));
    expect(rows[0]).toMatchObject({ id: '95a1e22f24', repository: 'mui/mui-x', date: '2025-07-04', pullRequest: 18678, scope: 'release' });
    expect(rows.every((row) => row.date <= '2025-07-04' && row.month === row.date.slice(0, 7))).toBe(true);
  });
});

describe('flat rows', () => {
  it('cuts the window from start to end, both included, with the total count', () => {
    const { rows, rowCount } = commits({ start: '10', end: '14' });
    expect(rowCount).toBe(15_886);
    expect(rows.map((row) => row.id)).toEqual(
      [...allCommits()]
        .sort((a, b) => a.id.localeCompare(b.id, 'en'))
        .slice(10, 15)
        .map((row) => row.id),
    );
  });

  it('reads paginationModel when start and end are absent', () => {
    expect(commits({ paginationModel: { page: 3, pageSize: 25 } }).rows).toEqual(commits({ start: '75', end: '99' }).rows);
  });

  it('sorts by several fields, the second breaking ties of the first', () => {
    const { rows } = commits({
      sortModel: [
        { field: 'repository', sort: 'desc' },
        { field: 'date', sort: 'asc' },
      ],
      start: '0',
      end: '199',
    });
    expect(rows[0]!.repository).toBe('mui/toolpad');
    for (let index = 1; index < rows.length; index += 1) {
      const [a, b] = [rows[index - 1]!, rows[index]!];
      expect(String(a.repository) >= String(b.repository)).toBe(true);
      if (a.repository === b.repository) expect(a.date! <= b.date!).toBe(true);
    }
  });

  it('filters text, numbers and dates with the grid operators, and with and/or logic', () => {
    const dataGridFixes = commits({
      filterModel: {
        items: [
          { field: 'scope', operator: 'equals', value: 'datagrid' },
          { field: 'date', operator: 'onOrAfter', value: '2025-01-01' },
          { field: 'filesChanged', operator: '>=', value: 10 },
        ],
      },
      end: '999',
    });
    expect(dataGridFixes.rowCount).toBeGreaterThan(0);
    for (const row of dataGridFixes.rows) {
      expect(row).toMatchObject({ scope: 'datagrid', repository: 'mui/mui-x' });
      expect(row.date! >= '2025-01-01' && (row.filesChanged as number) >= 10).toBe(true);
    }
    const either = commits({
      filterModel: {
        logicOperator: 'or',
        items: [
          { field: 'repository', operator: 'is', value: 'mui/toolpad' },
          { field: 'repository', operator: 'is', value: 'mui/base-ui' },
        ],
      },
    });
    expect(either.rowCount).toBe(allCommits().filter((row) => row.repository !== 'mui/mui-x').length);
  });

  it('takes a Date sent through JSON as its calendar day', () => {
    const asDay = commits({ filterModel: { items: [{ field: 'date', operator: 'is', value: '2025-07-03' }] } });
    const asInstant = commits({ filterModel: { items: [{ field: 'date', operator: 'is', value: '2025-07-03T00:00:00.000Z' }] } });
    expect(asDay.rowCount).toBeGreaterThan(0);
    expect(asInstant).toEqual(asDay);
  });

  it('ignores items without a value and matches quick filter words in any searchable field', () => {
    expect(commits({ filterModel: { items: [{ field: 'author', operator: 'contains', value: '' }] } }).rowCount).toBe(15_886);
    const { rows, rowCount } = commits({ filterModel: { items: [], quickFilterValues: ['Pickers', 'timezone'] }, end: '999' });
    expect(rowCount).toBeGreaterThan(0);
    for (const row of rows) {
      const searched = COMMIT_SCHEMA.quickFilterFields
        .map((field) => String(row[field]))
        .join(' ')
        .toLowerCase();
      expect(searched).toContain('pickers');
      expect(searched).toContain('timezone');
    }
  });

  it('answers the aggregation of every filtered row beside the page', () => {
    const { aggregateRow, rows } = commits({
      filterModel: { items: [{ field: 'repository', operator: 'is', value: 'mui/base-ui' }] },
      aggregationModel: { filesChanged: 'sum', id: 'size', date: 'min' },
      end: '9',
    });
    const baseUi = allCommits().filter((row) => row.repository === 'mui/base-ui');
    expect(rows).toHaveLength(10);
    expect(aggregateRow).toEqual({
      filesChanged: baseUi.reduce((total, row) => total + (row.filesChanged ?? 0), 0),
      id: baseUi.length,
      date: baseUi.map((row) => row.date).sort()[0],
    });
  });
});

describe('server-side row grouping', () => {
  const groupFields = ['repository', 'month'];

  it('answers one row per group of the first field, with counts, keys and aggregates', () => {
    const { rows, rowCount, aggregateRow } = commits({ groupFields, aggregationModel: { filesChanged: 'sum' } });
    expect(rowCount).toBe(3);
    const mui = rows.find((row) => row.groupKey === 'mui/mui-x')!;
    const muiCommits = allCommits().filter((row) => row.repository === 'mui/mui-x');
    expect(mui).toMatchObject({
      id: JSON.stringify(['mui/mui-x']),
      repository: 'mui/mui-x',
      descendantCount: 9_454,
      childrenCount: new Set(muiCommits.map((row) => row.month)).size,
      filesChanged: muiCommits.reduce((total, row) => total + (row.filesChanged ?? 0), 0),
    });
    expect(aggregateRow!.filesChanged).toBe(allCommits().reduce((total, row) => total + (row.filesChanged ?? 0), 0));
  });

  it('answers the next level for a group key, and the leaves at the last level', () => {
    const months = commits({ groupFields, groupKeys: ['mui/base-ui'], sortModel: [{ field: 'month', sort: 'desc' }] });
    expect(months.rows[0]).toMatchObject({ groupKey: '2025-07', month: '2025-07' });
    const leaves = commits({ groupFields, groupKeys: ['mui/base-ui', '2025-06'] });
    expect(leaves.rows).toHaveLength(allCommits().filter((row) => row.repository === 'mui/base-ui' && row.month === '2025-06').length);
    // The grid sets its row count from every answer, so children's answers count the top level too.
    expect(leaves.rowCount).toBe(3);
    expect(months.rowCount).toBe(3);
    expect(leaves.rows.every((row) => row.repository === 'mui/base-ui' && row.month === '2025-06')).toBe(true);
  });

  it('sorts groups by an aggregated value, and ignores sorting on fields a group does not have', () => {
    const byFiles = commits({
      groupFields: ['area'],
      aggregationModel: { filesChanged: 'sum' },
      sortModel: [{ field: 'filesChanged', sort: 'desc' }],
    });
    const totals = byFiles.rows.map((row) => row.filesChanged as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const bySubject = commits({ groupFields: ['repository'], sortModel: [{ field: 'subject', sort: 'desc' }] });
    expect(bySubject.rows.map((row) => row.groupKey)).toEqual(['mui/base-ui', 'mui/mui-x', 'mui/toolpad']);
  });

  it('pages the top level only: children come whole, whatever window the grid sends with them', () => {
    const top = commits({ groupFields: ['author'], start: '0', end: '9' });
    expect(top.rows).toHaveLength(10);
    expect(top.rowCount).toBeGreaterThan(10);
    const children = commits({ groupFields, groupKeys: ['mui/toolpad'], start: '0', end: '4' });
    expect(children.rows.length).toBe(
      new Set(
        allCommits()
          .filter((row) => row.repository === 'mui/toolpad')
          .map((row) => row.month),
      ).size,
    );
    expect(children.rows.length).toBeGreaterThan(5);
  });
});

describe('server-side tree data', () => {
  it('lists the root, then the children of a path', () => {
    const root = files({ sortModel: [{ field: 'name', sort: 'asc' }] });
    expect(root.rows.map((row) => row.name)).toContain('packages');
    const packages = files({ groupKeys: ['packages'] });
    expect(packages.rowCount).toBe(root.rowCount);
    expect(packages.rows.map((row) => row.id)).toContain('packages/x-data-grid');
    expect(packages.rows.every((row) => row.parent === 'packages')).toBe(true);
    const grid = packages.rows.find((row) => row.id === 'packages/x-data-grid')!;
    expect(grid).toMatchObject({ kind: 'folder', groupKey: 'x-data-grid' });
    expect(grid.childrenCount).toBeGreaterThan(0);
    expect(grid.descendantCount).toBeGreaterThan(grid.childrenCount as number);
  });

  it('keeps the ancestors of a match deep in the tree', () => {
    const filterModel = { items: [{ field: 'name', operator: 'equals', value: 'useGridDataSourceLazyLoader.ts' }] };
    expect(files({ filterModel }).rows.map((row) => row.id)).toEqual(['packages']);
    expect(files({ filterModel, groupKeys: ['packages'] }).rows.map((row) => row.id)).toEqual(['packages/x-data-grid-pro']);
  });

  it('counts what the filter keeps below a folder, as the folder opens to', () => {
    const filterModel = { items: [{ field: 'extension', operator: 'is', value: 'md' }] };
    const docs = files({ filterModel }).rows.find((row) => row.id === 'docs')!;
    const opened = files({ filterModel, groupKeys: ['docs'] });
    expect(docs.childrenCount).toBe(opened.rows.length);
    // The Markdown files below docs and the folders between them and docs.
    const below = new Set<string>();
    for (const file of repositoryFileRows().filter((row) => row.extension === 'md' && row.id.startsWith('docs/'))) {
      for (let path = file.id; path !== 'docs'; path = path.slice(0, path.lastIndexOf('/'))) below.add(path);
    }
    expect(docs.descendantCount).toBe(below.size);
    expect(docs.childrenCount).toBeLessThan(files({ groupKeys: ['docs'] }).rows.length);
    // One level down, each folder's count is what it opens to as well.
    for (const folder of opened.rows.filter((row) => row.kind === 'folder')) {
      expect(folder.childrenCount).toBe(files({ filterModel, groupKeys: ['docs', folder.groupKey] }).rows.length);
    }
  });

  it('aggregates a folder over the files below it, and sizes match the listing', () => {
    const { rows, aggregateRow } = files({
      aggregationModel: { size: 'sum' },
      filterModel: { items: [{ field: 'extension', operator: 'is', value: 'md' }] },
    });
    const markdown = repositoryFileRows().filter((row) => row.extension === 'md');
    expect(aggregateRow!.size).toBe(markdown.reduce((total, row) => total + (row.size as number), 0));
    const docs = rows.find((row) => row.id === 'docs')!;
    expect(docs.size).toBe(markdown.filter((row) => row.id.startsWith('docs/')).reduce((total, row) => total + (row.size as number), 0));
    const bySum = files({
      aggregationModel: { size: 'sum' },
      filterModel: { items: [{ field: 'extension', operator: 'is', value: 'md' }] },
      sortModel: [{ field: 'size', sort: 'desc' }],
    }).rows.map((row) => row.size as number);
    expect(bySum).toEqual([...bySum].sort((a, b) => b - a));
    const total = files({}).rows.reduce((sum, row) => sum + (row.size as number), 0);
    expect(total).toBe(
      repositoryFileRows()
        .filter((row) => row.kind === 'file')
        .reduce((sum, row) => sum + (row.size as number), 0),
    );
  });
});
