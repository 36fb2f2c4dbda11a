/**
 * Answers a Data Grid `getRows` request over rows held in memory, as a real back end would: filter,
 * then group or walk the tree, aggregate, sort, and cut the window the grid asked for. The response
 * has the grid's own shape (`GridGetRowsResponse`, with `aggregateRow` for the Premium grid).
 */
import { rowFilter } from './filter.server';
import type { AggregationFunction, RowsQuery } from './query.server';
import type { Row, RowSchema, RowValue } from './schema.server';

export interface RowsResponse {
  rows: Row[];
  rowCount: number;
  aggregateRow?: Row;
}

/** Children are never paged (the grid asks for a group's children once, with the page's window), so this only guards memory. */
const MAX_CHILD_ROWS = 10_000;

function compare(a: RowValue | undefined, b: RowValue | undefined): number {
  // Empty values sort first in ascending order, as the grid sorts them.
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

function sortRows(rows: Row[], sortModel: RowsQuery['sortModel'], tieBreaker: string): Row[] {
  return rows.sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const order = compare(a[field], b[field]);
      if (order !== 0) return sort === 'asc' ? order : -order;
    }
    return compare(a[tieBreaker], b[tieBreaker]);
  });
}

function aggregate(rows: readonly Row[], field: string, fn: AggregationFunction): RowValue {
  if (fn === 'size') return rows.length;
  const values = rows
    .map((row) => row[field])
    .filter((value): value is string | number => value !== null && value !== '' && value !== undefined);
  if (values.length === 0) return null;
  switch (fn) {
    case 'sum':
      return values.reduce<number>((total, value) => total + Number(value), 0);
    case 'avg':
      return Math.round((values.reduce<number>((total, value) => total + Number(value), 0) / values.length) * 100) / 100;
    case 'min':
      return values.reduce((low, value) => (compare(value, low) < 0 ? value : low));
    case 'max':
      return values.reduce((high, value) => (compare(value, high) > 0 ? value : high));
  }
}

function aggregates(rows: readonly Row[], model: RowsQuery['aggregationModel']): Row {
  return Object.fromEntries(Object.entries(model).map(([field, fn]) => [field, aggregate(rows, field, fn)]));
}

const cut = (rows: Row[], query: RowsQuery) => rows.slice(query.start, query.end + 1);

function withAggregateRow(response: RowsResponse, leaves: readonly Row[], query: RowsQuery): RowsResponse {
  return Object.keys(query.aggregationModel).length > 0
    ? { ...response, aggregateRow: aggregates(leaves, query.aggregationModel) }
    : response;
}

/** A flat list, or, with `groupFields`, one level of groups (or a group's leaves) at a time. */
export function queryRows<T extends object>(data: readonly T[], schema: RowSchema, query: RowsQuery): RowsResponse {
  const leaves = (data as readonly Row[]).filter(rowFilter(query.filterModel, schema));
  if (query.groupFields.length === 0) {
    const sorted = sortRows([...leaves], query.sortModel, 'id');
    return withAggregateRow({ rows: cut(sorted, query), rowCount: sorted.length }, leaves, query);
  }

  const { groupFields, groupKeys } = query;
  const keyOf = (row: Row, field: string) => String(row[field] ?? '');
  const members = leaves.filter((row) => groupKeys.every((key, level) => keyOf(row, groupFields[level]!) === key));
  const isTopLevel = groupKeys.length === 0;

  // rowCount always counts the top level: the grid sets its row count from every answer, children's included.
  const topLevelCount = () => new Set(leaves.map((row) => keyOf(row, groupFields[0]!))).size;
  if (groupKeys.length === groupFields.length) {
    return { rows: sortRows(members, query.sortModel, 'id').slice(0, MAX_CHILD_ROWS), rowCount: topLevelCount() };
  }

  const field = groupFields[groupKeys.length]!;
  const nextField = groupFields[groupKeys.length + 1];
  const groups = new Map<string, Row[]>();
  for (const row of members) {
    const key = keyOf(row, field);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const groupRows = [...groups].map(([key, rows]): Row => ({
    ...aggregates(rows, query.aggregationModel),
    id: JSON.stringify([...groupKeys, key]),
    [field]: rows[0]![field] ?? null,
    groupKey: key,
    childrenCount: nextField === undefined ? rows.length : new Set(rows.map((row) => keyOf(row, nextField))).size,
    descendantCount: rows.length,
  }));
  // A group row can be sorted by its own key or by an aggregated value; other fields mean nothing on it.
  const sortable = query.sortModel.filter(({ field: name }) => name === field || name in query.aggregationModel);
  const sorted = sortRows(groupRows, sortable, 'groupKey');
  if (!isTopLevel) return { rows: sorted, rowCount: topLevelCount() };
  return withAggregateRow({ rows: cut(sorted, query), rowCount: sorted.length }, leaves, query);
}

/** A tree entry: `id` is its path from the root, `parent` its parent's path ('' at the root). */
export interface TreeRow extends Row {
  id: string;
  parent: string;
  /** Entries directly below; 0 for a leaf (a git tree has no empty folders). */
  childrenCount: number;
  /** Entries anywhere below. */
  descendantCount: number;
}

/** The path of the folder that holds `path` ('' at the top). */
const parentPath = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/**
 * For each folder directly in `folder`, how many of the `kept` paths are its children and how many
 * lie anywhere below it. One pass over the paths, counting only for the folders the answer lists.
 */
function countsBelow(kept: ReadonlySet<string>, folder: string): Map<string, { children: number; descendants: number }> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const counts = new Map<string, { children: number; descendants: number }>();
  for (const path of kept) {
    if (!path.startsWith(prefix)) continue;
    const firstSlash = path.indexOf('/', prefix.length);
    // An entry of `folder` itself, not one below one of its folders.
    if (firstSlash === -1) continue;
    const child = path.slice(0, firstSlash);
    const count = counts.get(child) ?? { children: 0, descendants: 0 };
    count.descendants += 1;
    if (path.indexOf('/', firstSlash + 1) === -1) count.children += 1;
    counts.set(child, count);
  }
  return counts;
}

/**
 * The children of the node at `groupKeys` (its path, one name per level). An entry stays when it
 * or something below it matches the filter, so a match deep in the tree keeps its ancestors.
 * Aggregated values of a folder are over the matching leaves below it.
 */
export function queryTree(data: readonly TreeRow[], schema: RowSchema, query: RowsQuery): RowsResponse {
  const parent = query.groupKeys.join('/');
  const matches = data.filter(rowFilter(query.filterModel, schema));
  const kept = new Set<string>();
  for (const row of matches) {
    for (let path: string = row.id; path !== '' && !kept.has(path); path = parentPath(path)) {
      kept.add(path);
    }
  }
  // A folder's counts are of what the filter keeps below it, as its aggregates are: the grid shows
  // the count beside the folder and expects as many children when it opens.
  const counts = countsBelow(kept, parent);
  const model = query.aggregationModel;
  const leaves = matches.filter((row) => row.childrenCount === 0);
  // Aggregated before sorting, so that a sort on an aggregated field orders folders by their totals.
  const children = data
    .filter((row) => row.parent === parent && kept.has(row.id))
    .map((row) =>
      row.childrenCount === 0
        ? row
        : {
            ...row,
            childrenCount: counts.get(row.id)?.children ?? 0,
            descendantCount: counts.get(row.id)?.descendants ?? 0,
            ...aggregates(
              leaves.filter((leaf) => leaf.id.startsWith(`${row.id}/`)),
              model,
            ),
          },
    );
  const sorted = sortRows(children, query.sortModel, 'id');
  const isTopLevel = query.groupKeys.length === 0;
  const rows = isTopLevel ? cut(sorted, query) : sorted.slice(0, MAX_CHILD_ROWS);
  // rowCount always counts the top level: the grid sets its row count from every answer, children's included.
  const rowCount = isTopLevel ? sorted.length : data.filter((row) => row.parent === '' && kept.has(row.id)).length;
  const hasAggregates = Object.keys(model).length > 0;
  return isTopLevel && hasAggregates ? { rows, rowCount, aggregateRow: aggregates(leaves, model) } : { rows, rowCount };
}
