/**
 * The request a Data Grid `dataSource` sends, read from URL parameters: each
 * parameter is the grid's own `getRows` argument, JSON-encoded, so a demo's
 * `getRows` is a few lines of `URLSearchParams`. Validation is strict and
 * every message names the parameter, because the reader is a developer
 * wiring up their first data source.
 */
import type { FieldType, RowSchema } from './schema.server';

export type SortDirection = 'asc' | 'desc';
export type LogicOperator = 'and' | 'or';
export const AGGREGATION_FUNCTIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];

export interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}

export interface RowsQuery {
  /** First and last row of the window, both included (the grid's `start` and `end`). */
  start: number;
  end: number;
  sortModel: { field: string; sort: SortDirection }[];
  filterModel: {
    items: FilterItem[];
    logicOperator: LogicOperator;
    quickFilterValues: string[];
    quickFilterLogicOperator: LogicOperator;
  };
  /** The keys of the group (or tree path) whose children are asked for; empty for the top level. */
  groupKeys: string[];
  /** Fields the rows are grouped by, outermost first (server-side row grouping). */
  groupFields: string[];
  aggregationModel: Record<string, AggregationFunction>;
  /** Answer 503 instead of rows: lets a demo show the grid's error handling against a real response. */
  simulateError: boolean;
}

export class RowsQueryError extends Error {}

/** The most rows one request may ask for: a lazy-loading viewport or a page of 100 is far below it. */
export const MAX_WINDOW = 1_000;
const MAX_PARAMETER_LENGTH = 8_000;
const MAX_ROW_INDEX = 10_000_000;

export const OPERATORS: Record<FieldType, readonly string[]> = {
  string: [
    'contains',
    'doesNotContain',
    'equals',
    'doesNotEqual',
    'startsWith',
    'endsWith',
    'is',
    'not',
    'isEmpty',
    'isNotEmpty',
    'isAnyOf',
  ],
  number: ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'],
  date: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  boolean: ['is'],
};

/** What each function means for a type: a sum of dates or an average of names means nothing. */
export const AGGREGATIONS: Record<FieldType, readonly AggregationFunction[]> = {
  string: ['size'],
  number: AGGREGATION_FUNCTIONS,
  date: ['min', 'max', 'size'],
  boolean: ['size'],
};

const PARAMETERS = new Set([
  'start',
  'end',
  'paginationModel',
  'sortModel',
  'filterModel',
  'groupKeys',
  'groupFields',
  'aggregationModel',
  'simulateError',
]);

function json(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw.length > MAX_PARAMETER_LENGTH) throw new RowsQueryError(`${name} is longer than ${MAX_PARAMETER_LENGTH} characters`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new RowsQueryError(`${name} must be JSON (the grid's ${name}, passed through JSON.stringify)`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rowIndex(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_ROW_INDEX) {
    throw new RowsQueryError(`${name} must be a row index: a whole number from 0 to ${MAX_ROW_INDEX}`);
  }
  return value;
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new RowsQueryError(`${name} must be a list of strings`);
  return value as string[];
}

function logic(value: unknown, name: string): LogicOperator {
  if (value === undefined) return 'and';
  if (value !== 'and' && value !== 'or') throw new RowsQueryError(`${name} must be "and" or "or"`);
  return value;
}

function window(params: URLSearchParams): { start: number; end: number } {
  let start = rowIndex(params, 'start');
  let end = rowIndex(params, 'end');
  const pagination = json(params, 'paginationModel');
  if (start === undefined && pagination !== undefined) {
    const { page, pageSize } = isRecord(pagination) ? pagination : {};
    if (!Number.isInteger(page) || !Number.isInteger(pageSize) || (page as number) < 0 || (pageSize as number) < 1) {
      throw new RowsQueryError('paginationModel must be { page, pageSize } with whole numbers, pageSize at least 1');
    }
    start = (page as number) * (pageSize as number);
    end = start + (pageSize as number) - 1;
  }
  start ??= 0;
  end ??= start + 99;
  if (end < start) throw new RowsQueryError('end must not be less than start');
  if (end - start + 1 > MAX_WINDOW) throw new RowsQueryError(`at most ${MAX_WINDOW} rows per request: make end - start smaller`);
  return { start, end };
}

/** Reads a request for `schema`'s rows; anything malformed is a RowsQueryError, answered with a 400. */
export function parseRowsQuery(params: URLSearchParams, schema: RowSchema): RowsQuery {
  for (const name of params.keys()) {
    if (!PARAMETERS.has(name)) throw new RowsQueryError(`unknown parameter "${name}"; expected ${[...PARAMETERS].join(', ')}`);
  }
  const field = (value: unknown, where: string): string => {
    if (typeof value !== 'string' || !(value in schema.fields)) {
      throw new RowsQueryError(`${where}: unknown field; expected one of ${Object.keys(schema.fields).join(', ')}`);
    }
    return value;
  };

  const sortRaw = json(params, 'sortModel') ?? [];
  if (!Array.isArray(sortRaw)) throw new RowsQueryError('sortModel must be a list of { field, sort }');
  const sortModel = sortRaw
    .filter((item) => !isRecord(item) || item.sort !== null)
    .map((item, index) => {
      const entry = isRecord(item) ? item : {};
      if (entry.sort !== 'asc' && entry.sort !== 'desc') throw new RowsQueryError(`sortModel[${index}].sort must be "asc" or "desc"`);
      return { field: field(entry.field, `sortModel[${index}]`), sort: entry.sort as SortDirection };
    });

  const filterRaw = json(params, 'filterModel') ?? {};
  if (!isRecord(filterRaw)) throw new RowsQueryError('filterModel must be an object { items, logicOperator, quickFilterValues }');
  const itemsRaw = filterRaw.items ?? [];
  if (!Array.isArray(itemsRaw)) throw new RowsQueryError('filterModel.items must be a list of { field, operator, value }');
  const items = itemsRaw.map((item, index) => {
    const entry = isRecord(item) ? item : {};
    const name = field(entry.field, `filterModel.items[${index}]`);
    const operators = OPERATORS[schema.fields[name]!];
    if (typeof entry.operator !== 'string' || !operators.includes(entry.operator)) {
      throw new RowsQueryError(`filterModel.items[${index}]: operator must be one of ${operators.join(', ')} for ${name}`);
    }
    return { field: name, operator: entry.operator, value: entry.value };
  });
  const quickFilterValues = stringList(filterRaw.quickFilterValues, 'filterModel.quickFilterValues')
    .map((value) => value.toLowerCase())
    .filter(Boolean);

  const groupFields = stringList(json(params, 'groupFields'), 'groupFields').map((name, index) => field(name, `groupFields[${index}]`));
  const groupKeys = stringList(json(params, 'groupKeys'), 'groupKeys');
  if (groupFields.length > 0 && groupKeys.length > groupFields.length) {
    throw new RowsQueryError('groupKeys must not be longer than groupFields');
  }

  const aggregationRaw = json(params, 'aggregationModel') ?? {};
  if (!isRecord(aggregationRaw)) throw new RowsQueryError('aggregationModel must be an object { field: function }');
  const aggregationModel: Record<string, AggregationFunction> = {};
  for (const [name, fn] of Object.entries(aggregationRaw)) {
    field(name, 'aggregationModel');
    const allowed: readonly string[] = AGGREGATIONS[schema.fields[name]!];
    if (typeof fn !== 'string' || !allowed.includes(fn)) {
      throw new RowsQueryError(`aggregationModel.${name} must be one of ${allowed.join(', ')}`);
    }
    aggregationModel[name] = fn as AggregationFunction;
  }

  const simulateError = params.get('simulateError');
  if (simulateError !== null && simulateError !== 'true' && simulateError !== 'false') {
    throw new RowsQueryError('simulateError must be true or false');
  }

  return {
    ...window(params),
    sortModel,
    filterModel: {
      items,
      logicOperator: logic(filterRaw.logicOperator, 'filterModel.logicOperator'),
      quickFilterValues,
      quickFilterLogicOperator: logic(filterRaw.quickFilterLogicOperator, 'filterModel.quickFilterLogicOperator'),
    },
    groupKeys,
    groupFields,
    aggregationModel,
    simulateError: simulateError === 'true',
  };
}
