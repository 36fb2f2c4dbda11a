import type { PromptResponse } from '@mui/x-data-grid-premium';
import type { PromptColumn } from './context.server';

/**
 * A deterministic stand-in for the language model behind DataGridPremium's AI assistant: it reads
 * a sentence of English made of known phrases ("sort by date, newest first", "files over 20",
 * "group by product", "pivot total files by product across release", "hide subject") and answers
 * with the grid state the assistant applies. No model runs; a sentence it cannot read fully gets a
 * message that says which part it did not understand and what it does understand.
 */

type ColumnSort = PromptResponse['sorting'][number];
type ColumnFilter = PromptResponse['filters'][number];
type AggregationFunction = PromptResponse['aggregation'][string];
type PivotModel = { columns: ColumnSort[]; rows: string[]; values: Record<string, AggregationFunction>[] };

/**
 * What the interpreter answers: the grid's own `PromptResponse`, plus two fields the grid
 * ignores. `columnVisibilityModel` is there because the 8.7.0 response has no place for column
 * visibility (the demo applies it itself); `understood` lists, in words, what each phrase became.
 */
export type InterpretedPrompt = PromptResponse & {
  columnVisibilityModel?: Record<string, boolean>;
  understood: string[];
};

export class PromptNotUnderstood extends Error {}

interface Interpretation {
  sorting: ColumnSort[];
  filters: ColumnFilter[];
  filterOperator: 'and' | 'or';
  grouping: string[];
  aggregation: Record<string, AggregationFunction>;
  pivoting: PivotModel | null;
  select: number;
  visibility: Record<string, boolean> | null;
  understood: string[];
}

// ---------------------------------------------------------------- column names

interface ColumnIndex {
  columns: PromptColumn[];
  byName: Map<string, PromptColumn>;
}

/** "filesChanged" → "files changed"; "release_date" → "release date". */
function wordsOfField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase()
    .trim();
}

function indexColumns(columns: PromptColumn[]): ColumnIndex {
  const byName = new Map<string, PromptColumn>();
  for (const column of columns) {
    const words = wordsOfField(column.field);
    const names = [column.field.toLowerCase(), words];
    // Readers say "file" for a "files" column and "authors" for an "author" one.
    names.push(words.endsWith('s') ? words.slice(0, -1) : `${words}s`);
    for (const name of names) if (!byName.has(name)) byName.set(name, column);
  }
  return { columns, byName };
}

function findColumn(text: string, index: ColumnIndex): PromptColumn | null {
  const name = text
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/\s+(?:column|field)$/, '')
    .replace(/^(?:column|field)\s+/, '')
    .trim();
  const exact = index.byName.get(name);
  if (exact) return exact;
  // The context has fields, not headers: "files" for a `filesChanged` column, when no other column starts so.
  const starting = index.columns.filter((column) => wordsOfField(column.field).startsWith(`${name} `));
  return starting.length === 1 ? starting[0]! : null;
}

function findColumns(text: string, index: ColumnIndex): PromptColumn[] | null {
  const parts = text.split(/\s*,\s*(?:and\s+|then\s+(?:by\s+)?)?|\s+and\s+(?:then\s+(?:by\s+)?)?|\s+then\s+(?:by\s+)?/i);
  const columns = parts.map((part) => findColumn(part, index));
  return columns.every((column): column is PromptColumn => column !== null) && columns.length > 0 ? columns : null;
}

// ---------------------------------------------------------------- values

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase();
  const index = MONTHS.findIndex((month) => month === lower || (lower.length >= 3 && month.startsWith(lower)));
  return index === -1 ? null : index + 1;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day, a month or a year, as the first and last day it covers. */
interface DayRange {
  first: string;
  last: string;
}

function parseDayRange(text: string): DayRange | null {
  const value = text.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
    return { first: match[0], last: match[0] };
  }
  // "June 5 2025", "5 June 2025"
  match = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/i.exec(value) ?? null;
  let month: number | null;
  if (match && (month = monthNumber(match[1]!)) !== null) {
    const [day, year] = [Number(match[2]), Number(match[3])];
    if (day < 1 || day > daysInMonth(year, month)) return null;
    const iso = isoDay(year, month, day);
    return { first: iso, last: iso };
  }
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+) (\d{4})$/i.exec(value);
  if (match && (month = monthNumber(match[2]!)) !== null) {
    const [day, year] = [Number(match[1]), Number(match[3])];
    if (day < 1 || day > daysInMonth(year, month)) return null;
    const iso = isoDay(year, month, day);
    return { first: iso, last: iso };
  }
  // "June 2025"
  match = /^([a-z]+) (\d{4})$/i.exec(value);
  if (match && (month = monthNumber(match[1]!)) !== null) {
    const year = Number(match[2]);
    return { first: isoDay(year, month, 1), last: isoDay(year, month, daysInMonth(year, month)) };
  }
  match = /^(\d{4})$/.exec(value);
  if (match) return { first: `${match[1]}-01-01`, last: `${match[1]}-12-31` };
  return null;
}

function parseNumber(text: string): number | null {
  const value = text.trim();
  if (!/^-?\d[\d,]*(?:\.\d+)?$/.test(value)) return null;
  const number = Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}

function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['true', 'yes', 'checked', 'on'].includes(value)) return true;
  if (['false', 'no', 'unchecked', 'off'].includes(value)) return false;
  return null;
}

function unquote(text: string): string {
  return text.trim().replace(/^(["'“‘])(.*)(["'”’])$/, '$2');
}

/** The value as the column's examples spell it, when one of them matches. */
function canonicalText(text: string, column: PromptColumn): string {
  const value = unquote(text);
  return column.examples.find((example) => example.toLowerCase() === value.toLowerCase()) ?? value;
}

/** "A, B or C" → ["A", "B", "C"]; one value stays one. */
function splitAlternatives(text: string): string[] {
  return text
    .split(/\s*,(?!\d{3}\b)\s*(?:or\s+)?|\s+or\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------- filters

type Comparison =
  | 'equals'
  | 'notEquals'
  | 'contains'
  | 'notContains'
  | 'startsWith'
  | 'endsWith'
  | 'greater'
  | 'greaterOrEqual'
  | 'less'
  | 'lessOrEqual'
  | 'anyOf'
  | 'isEmpty'
  | 'isNotEmpty';

/** Phrases between a column and its value, longest first so "is not" wins over "is". */
const COMPARISON_PHRASES: [string, Comparison][] = (
  [
    ['is not empty', 'isNotEmpty'],
    ['is empty', 'isEmpty'],
    ['is blank', 'isEmpty'],
    ['is missing', 'isEmpty'],
    ['has no value', 'isEmpty'],
    ['has a value', 'isNotEmpty'],
    ['is not', 'notEquals'],
    ["isn't", 'notEquals'],
    ['does not equal', 'notEquals'],
    ["doesn't equal", 'notEquals'],
    ['!=', 'notEquals'],
    ['is equal to', 'equals'],
    ['equals', 'equals'],
    ['=', 'equals'],
    ['is', 'equals'],
    ['does not contain', 'notContains'],
    ["doesn't contain", 'notContains'],
    ['contains', 'contains'],
    ['includes', 'contains'],
    ['starts with', 'startsWith'],
    ['begins with', 'startsWith'],
    ['ends with', 'endsWith'],
    ['is greater than', 'greater'],
    ['greater than', 'greater'],
    ['more than', 'greater'],
    ['over', 'greater'],
    ['above', 'greater'],
    ['>', 'greater'],
    ['after', 'greater'],
    ['is at least', 'greaterOrEqual'],
    ['at least', 'greaterOrEqual'],
    ['>=', 'greaterOrEqual'],
    ['since', 'greaterOrEqual'],
    ['from', 'greaterOrEqual'],
    ['is less than', 'less'],
    ['less than', 'less'],
    ['fewer than', 'less'],
    ['under', 'less'],
    ['below', 'less'],
    ['<', 'less'],
    ['before', 'less'],
    ['is at most', 'lessOrEqual'],
    ['at most', 'lessOrEqual'],
    ['<=', 'lessOrEqual'],
    ['until', 'lessOrEqual'],
    ['is one of', 'anyOf'],
    ['is any of', 'anyOf'],
    ['is on', 'equals'],
    ['on', 'equals'],
    ['is in', 'anyOf'],
    ['in', 'anyOf'],
  ] satisfies [string, Comparison][]
).sort((a, b) => b[0].length - a[0].length);

const NO_VALUE: ReadonlySet<Comparison> = new Set(['isEmpty', 'isNotEmpty']);

/** The grid's operator for each comparison, by column type; a missing entry means "not for this type". */
const OPERATORS: Record<'text' | 'select' | 'number' | 'date' | 'boolean', Partial<Record<Comparison, string>>> = {
  text: {
    equals: 'equals',
    notEquals: 'doesNotEqual',
    contains: 'contains',
    notContains: 'doesNotContain',
    startsWith: 'startsWith',
    endsWith: 'endsWith',
    anyOf: 'isAnyOf',
    isEmpty: 'isEmpty',
    isNotEmpty: 'isNotEmpty',
  },
  select: { equals: 'is', notEquals: 'not', anyOf: 'isAnyOf' },
  number: {
    equals: '=',
    notEquals: '!=',
    greater: '>',
    greaterOrEqual: '>=',
    less: '<',
    lessOrEqual: '<=',
    anyOf: 'isAnyOf',
    isEmpty: 'isEmpty',
    isNotEmpty: 'isNotEmpty',
  },
  date: {
    equals: 'is',
    notEquals: 'not',
    greater: 'after',
    greaterOrEqual: 'onOrAfter',
    less: 'before',
    lessOrEqual: 'onOrBefore',
    isEmpty: 'isEmpty',
    isNotEmpty: 'isNotEmpty',
  },
  boolean: { equals: 'is' },
};

function operatorFamily(column: PromptColumn): keyof typeof OPERATORS {
  switch (column.type) {
    case 'number':
      return 'number';
    case 'date':
    case 'dateTime':
      return 'date';
    case 'boolean':
      return 'boolean';
    case 'singleSelect':
      return 'select';
    default:
      return 'text';
  }
}

/** Thrown when a phrase names a column but asks something it cannot do: the message is for the reader. */
class PhraseProblem extends Error {}

function checkOperator(column: PromptColumn, operator: string) {
  if (column.allowedOperators.length > 0 && !column.allowedOperators.includes(operator)) {
    throw new PhraseProblem(`the ${column.field} column does not offer the "${operator}" filter`);
  }
}

function filterOf(column: PromptColumn, operator: string, value: ColumnFilter['value']): ColumnFilter {
  checkOperator(column, operator);
  return { column: column.field, operator, value };
}

function buildFilters(column: PromptColumn, comparison: Comparison, rawValue: string): ColumnFilter[] {
  const family = operatorFamily(column);
  if (family === 'date') {
    const range = parseDayRange(unquote(rawValue));
    if (comparison === 'anyOf' || (comparison === 'equals' && range && range.first !== range.last)) {
      // "in June 2025", "on 2025": every day of the range.
      if (!range) throw new PhraseProblem(`"${rawValue}" is not a date I can read (try 2025-06-30, June 2025 or 2025)`);
      return [filterOf(column, 'onOrAfter', range.first), filterOf(column, 'onOrBefore', range.last)];
    }
    const operator = OPERATORS.date[comparison];
    if (!operator) throw new PhraseProblem(`${column.field} holds dates: compare it with before, after, on or in`);
    if (NO_VALUE.has(comparison)) return [filterOf(column, operator, '')];
    if (!range) throw new PhraseProblem(`"${rawValue}" is not a date I can read (try 2025-06-30, June 2025 or 2025)`);
    // After a month means after its last day; before a month, before its first.
    const day = comparison === 'greater' || comparison === 'lessOrEqual' ? range.last : range.first;
    return [filterOf(column, operator, day)];
  }
  const operator = OPERATORS[family][comparison];
  if (!operator) {
    const kinds = { number: 'numbers', boolean: 'yes or no', select: 'one of a list of values', text: 'text' };
    throw new PhraseProblem(`${column.field} holds ${kinds[family]}, which cannot be compared that way`);
  }
  if (NO_VALUE.has(comparison)) return [filterOf(column, operator, '')];
  const alternatives = splitAlternatives(rawValue);
  if (family === 'number') {
    const numbers = alternatives.map(parseNumber);
    if (numbers.some((number) => number === null)) throw new PhraseProblem(`${column.field} holds numbers, and "${rawValue}" is not one`);
    if (comparison === 'anyOf' || numbers.length > 1) return [filterOf(column, 'isAnyOf', numbers as number[])];
    return [filterOf(column, operator, numbers[0] as number)];
  }
  if (family === 'boolean') {
    const flag = parseBoolean(rawValue);
    if (flag === null) throw new PhraseProblem(`${column.field} is yes or no, and "${rawValue}" is neither`);
    return [filterOf(column, operator, String(flag))];
  }
  const texts = alternatives.map((alternative) => canonicalText(alternative, column));
  if (comparison === 'anyOf' || (comparison === 'equals' && texts.length > 1)) return [filterOf(column, 'isAnyOf', texts)];
  return [filterOf(column, operator, canonicalText(rawValue, column))];
}

/** "files over 20", "date in June 2025", "product is Charts or Data Grid", "subject contains fix". */
function parseComparison(text: string, index: ColumnIndex): ColumnFilter[] | null {
  const lower = text.toLowerCase();
  for (const [phrase, comparison] of COMPARISON_PHRASES) {
    if (NO_VALUE.has(comparison)) {
      if (!lower.endsWith(` ${phrase}`)) continue;
      const column = findColumn(text.slice(0, -phrase.length - 1), index);
      if (column) return buildFilters(column, comparison, '');
      continue;
    }
    let at = lower.indexOf(` ${phrase} `);
    while (at !== -1) {
      const column = findColumn(text.slice(0, at).replace(/\s+(?:is|are|was|were)$/i, ''), index);
      const value = text.slice(at + phrase.length + 2).trim();
      if (column && value) return buildFilters(column, comparison, value);
      at = lower.indexOf(` ${phrase} `, at + 1);
    }
  }
  // "files between 10 and 50"
  const between = /^(.+?)\s+(?:is\s+|are\s+)?between\s+(.+?)\s+and\s+(.+)$/i.exec(text);
  if (between) {
    const column = findColumn(between[1]!, index);
    if (column) return [...buildFilters(column, 'greaterOrEqual', between[2]!), ...buildFilters(column, 'lessOrEqual', between[3]!)];
  }
  return null;
}

/** A bare value that one column's examples hold: "only Charts", "exclude Infrastructure". */
function parseKnownValue(text: string, index: ColumnIndex, negate: boolean): ColumnFilter[] | null {
  const values = splitAlternatives(text);
  for (const column of index.columns) {
    const family = operatorFamily(column);
    if (family !== 'text' && family !== 'select') continue;
    const known = (value: string) => column.examples.some((example) => example.toLowerCase() === unquote(value).toLowerCase());
    if (!values.every(known)) continue;
    if (negate) return values.flatMap((value) => buildFilters(column, 'notEquals', value));
    return buildFilters(column, values.length > 1 ? 'anyOf' : 'equals', text);
  }
  return null;
}

const FILTER_PREFIX =
  /^(?:filter(?:\s+(?:to|by|for|on))?|show\s+only|only\s+show|only|just|keep(?:\s+only)?|where|with|rows|that|which|for|limit\s+to|restrict\s+to)\s+/i;
const NEGATION_PREFIX = /^(?:exclude|excluding|without|except|not|no|hide\s+rows\s+(?:with|where))\s+/i;

function parseFilterPhrase(text: string, index: ColumnIndex): ColumnFilter[] | null {
  let rest = text;
  while (FILTER_PREFIX.test(rest)) rest = rest.replace(FILTER_PREFIX, '');
  const negated = NEGATION_PREFIX.test(rest);
  if (negated) return parseKnownValue(rest.replace(NEGATION_PREFIX, ''), index, true);
  return parseComparison(rest, index) ?? parseKnownValue(rest, index, false);
}

// ---------------------------------------------------------------- sorting

const DESCENDING_WORDS =
  'desc|descending|in descending order|newest first|latest first|most recent first|highest first|largest first|biggest first|most first|z to a|from z to a|high to low|from high to low|reversed';
const ASCENDING_WORDS =
  'asc|ascending|in ascending order|oldest first|earliest first|lowest first|smallest first|fewest first|least first|a to z|from a to z|low to high|from low to high|alphabetically';
const DESCENDING_SUFFIX = new RegExp(`\\s+(?:${DESCENDING_WORDS})$`, 'i');
const ASCENDING_SUFFIX = new RegExp(`\\s+(?:${ASCENDING_WORDS})$`, 'i');
const DESCENDING_ALONE = new RegExp(`^(?:${DESCENDING_WORDS})$`, 'i');
const ASCENDING_ALONE = new RegExp(`^(?:${ASCENDING_WORDS})$`, 'i');
const DESCENDING_PREFIX = /^(?:the\s+)?(?:most|highest|largest|biggest|newest|latest)\s+/i;
const ASCENDING_PREFIX = /^(?:the\s+)?(?:fewest|least|lowest|smallest|oldest|earliest)\s+/i;

function parseSortItem(text: string, index: ColumnIndex): ColumnSort | null {
  let direction: 'asc' | 'desc' = 'asc';
  let name = text.trim();
  if (DESCENDING_SUFFIX.test(name)) [direction, name] = ['desc', name.replace(DESCENDING_SUFFIX, '')];
  else if (ASCENDING_SUFFIX.test(name)) name = name.replace(ASCENDING_SUFFIX, '');
  else if (DESCENDING_PREFIX.test(name)) [direction, name] = ['desc', name.replace(DESCENDING_PREFIX, '')];
  else if (ASCENDING_PREFIX.test(name)) name = name.replace(ASCENDING_PREFIX, '');
  const column = findColumn(name, index);
  return column ? { column: column.field, direction } : null;
}

/** "date, newest first" or "date then author descending"; a lone direction applies to the column before it. */
function parseSortList(text: string, index: ColumnIndex): ColumnSort[] | null {
  const sorting: ColumnSort[] = [];
  for (const part of text.split(/\s*,\s*(?:and\s+|then\s+(?:by\s+)?)?|\s+and\s+(?:then\s+(?:by\s+)?)?|\s+then\s+(?:by\s+)?/i)) {
    const previous = sorting.at(-1);
    if (previous && DESCENDING_ALONE.test(part)) previous.direction = 'desc';
    else if (previous && ASCENDING_ALONE.test(part)) previous.direction = 'asc';
    else {
      const item = parseSortItem(part, index);
      if (!item) return null;
      sorting.push(item);
    }
  }
  return sorting.length > 0 ? sorting : null;
}

// ---------------------------------------------------------------- aggregation

const AGGREGATION_WORDS: [RegExp, AggregationFunction][] = [
  [/^(?:sum|total|sum of|total of|the total of|the sum of)$/i, 'sum'],
  [/^(?:average|avg|mean|average of|the average of|the average|the mean of)$/i, 'avg'],
  [/^(?:min|minimum|smallest|lowest|min of|minimum of|the minimum of|the lowest)$/i, 'min'],
  [/^(?:max|maximum|largest|highest|biggest|max of|maximum of|the maximum of|the highest)$/i, 'max'],
  [/^(?:count|count of|number of|the number of)$/i, 'size'],
];

function aggregationFunctionOf(word: string): AggregationFunction | null {
  return AGGREGATION_WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? null;
}

const AGGREGATION_PHRASE =
  /^((?:the\s+)?(?:sum|total|average|avg|mean|min|minimum|max|maximum|smallest|lowest|largest|highest|biggest|count|number)(?:\s+of)?)\s+(.+)$/i;

/** "total files", "average files": one column and its function. */
function parseAggregation(text: string, index: ColumnIndex): Record<string, AggregationFunction> | null {
  const match = AGGREGATION_PHRASE.exec(text.trim());
  if (!match) return null;
  const aggregationFunction = aggregationFunctionOf(match[1]!);
  const column = findColumn(match[2]!, index);
  if (!aggregationFunction || !column) return null;
  if (aggregationFunction !== 'size' && operatorFamily(column) !== 'number') {
    throw new PhraseProblem(`${column.field} does not hold numbers, so it has no ${match[1]!.trim()}`);
  }
  return { [column.field]: aggregationFunction };
}

/** The column a count is put on: the first one that is not grouped. */
function countColumn(index: ColumnIndex, grouped: string[]): string {
  return (index.columns.find((column) => !grouped.includes(column.field)) ?? index.columns[0]!).field;
}

// ---------------------------------------------------------------- phrases

type PhraseResult = Partial<Omit<Interpretation, 'understood'>> & { understood: string; reset?: boolean };

type PhraseParser = (text: string, index: ColumnIndex) => PhraseResult | null;

const describeSort = (sorting: ColumnSort[]) =>
  `Sort by ${sorting.map((item) => `${item.column} (${item.direction === 'asc' ? 'ascending' : 'descending'})`).join(', then ')}`;
const describeFilters = (filters: ColumnFilter[]) =>
  `Filter: ${filters.map((filter) => `${filter.column} ${filter.operator} ${JSON.stringify(filter.value)}`).join(' and ')}`;
const describeAggregation = (aggregation: Record<string, AggregationFunction>) =>
  `Aggregate: ${Object.entries(aggregation)
    .map(([field, fn]) => `${fn} of ${field}`)
    .join(', ')}`;

const PHRASES: PhraseParser[] = [
  function reset(text) {
    if (!/^(?:reset|clear(?:\s+(?:all|everything))?|start\s+over|remove\s+everything|show\s+everything|undo\s+everything)$/i.test(text))
      return null;
    return { reset: true, understood: 'Reset: no sorting, filters, grouping or aggregation; every column visible' };
  },
  function sortBy(text, index) {
    const match = /^(?:sort|order|sorted|ordered|rank|arrange)(?:\s+(?:it|them|rows|the\s+rows))?\s+by\s+(.+)$/i.exec(text);
    const sorting = match ? parseSortList(match[1]!, index) : null;
    return sorting ? { sorting, understood: describeSort(sorting) } : null;
  },
  function newestFirst(text, index) {
    const match = /^(newest|latest|most\s+recent|oldest|earliest)\s+first$/i.exec(text);
    const dateColumn = index.columns.find((column) => operatorFamily(column) === 'date');
    if (!match || !dateColumn) return null;
    const direction = /^(?:oldest|earliest)$/i.test(match[1]!) ? 'asc' : 'desc';
    const sorting: ColumnSort[] = [{ column: dateColumn.field, direction }];
    return { sorting, understood: describeSort(sorting) };
  },
  function topRows(text, index) {
    const match = /^(?:show\s+)?(?:the\s+)?(?:top|first)\s+(\d{1,4})(?:\s+rows)?(?:\s+by\s+(.+))?$/i.exec(text);
    if (!match) return null;
    const select = Number(match[1]);
    if (!match[2]) return { select, understood: `Select the first ${select} rows` };
    const column = findColumn(match[2], index);
    if (!column) return null;
    const sorting: ColumnSort[] = [{ column: column.field, direction: 'desc' }];
    return { select, sorting, understood: `${describeSort(sorting)}; select the first ${select} rows` };
  },
  function selectRows(text) {
    const match = /^select\s+(?:the\s+)?(?:first\s+|top\s+)?(\d{1,4})(?:\s+rows)?$/i.exec(text);
    if (!match) return null;
    const select = Number(match[1]);
    return { select, understood: `Select the first ${select} rows` };
  },
  function groupBy(text, index) {
    const match = /^(?:group|grouped|break\s+down|split)(?:\s+(?:it|them|rows|the\s+rows))?\s+by\s+(.+)$/i.exec(text);
    const columns = match ? findColumns(match[1]!, index) : null;
    if (!columns) return null;
    const grouping = columns.map((column) => column.field);
    return { grouping, understood: `Group by ${grouping.join(', then ')}` };
  },
  function ungroup(text) {
    if (!/^(?:ungroup|no\s+grouping|remove\s+(?:the\s+)?grouping)$/i.test(text)) return null;
    return { grouping: [], understood: 'No grouping' };
  },
  function countBy(text, index) {
    const match = /^(?:count|how\s+many|number\s+of)(?:\s+\w+)?\s+(?:by|per|for\s+each|in\s+each)\s+(.+)$/i.exec(text);
    const columns = match ? findColumns(match[1]!, index) : null;
    if (!columns) return null;
    const grouping = columns.map((column) => column.field);
    const aggregation = { [countColumn(index, grouping)]: 'size' as const };
    return { grouping, aggregation, understood: `Group by ${grouping.join(', then ')}; ${describeAggregation(aggregation)}` };
  },
  function aggregateBy(text, index) {
    const match = /^(.+?)(?:\s+(?:by|per|for\s+each|in\s+each|grouped\s+by)\s+(.+))?$/i.exec(text);
    if (!match) return null;
    const aggregation = parseAggregation(match[1]!, index);
    if (!aggregation) return null;
    if (!match[2]) return { aggregation, understood: describeAggregation(aggregation) };
    const columns = findColumns(match[2], index);
    if (!columns) return null;
    const grouping = columns.map((column) => column.field);
    return { aggregation, grouping, understood: `Group by ${grouping.join(', then ')}; ${describeAggregation(aggregation)}` };
  },
  function pivot(text, index) {
    const match =
      /^pivot(?:\s+(?!by\b|across\b|over\b)(.+?))?(?:\s+by\s+(.+?))?(?:\s+(?:across|over|against|with\s+columns?)\s+(.+))?$/i.exec(text);
    if (!match || (!match[2] && !match[3])) return null;
    const rows = match[2] ? findColumns(match[2], index) : [];
    const columns = match[3] ? findColumns(match[3], index) : [];
    if (!rows || !columns) return null;
    const rowFields = rows.map((column) => column.field);
    const columnFields = columns.map((column) => column.field);
    let values: Record<string, AggregationFunction>[];
    if (match[1]) {
      const aggregation = parseAggregation(match[1], index);
      if (!aggregation) return null;
      values = [aggregation];
    } else {
      values = [{ [countColumn(index, [...rowFields, ...columnFields])]: 'size' }];
    }
    const pivoting: PivotModel = { rows: rowFields, columns: columnFields.map((field) => ({ column: field, direction: 'asc' })), values };
    const valueText = values.map((value) => Object.entries(value).map(([field, fn]) => `${fn} of ${field}`)).join(', ');
    return {
      pivoting,
      understood: `Pivot: rows ${rowFields.join(', ') || '(none)'}, columns ${columnFields.join(', ') || '(none)'}, values ${valueText}`,
    };
  },
  function hideColumns(text, index) {
    const match = /^(?:hide|remove|drop)(?:\s+the)?(?:\s+columns?)?\s+(.+?)(?:\s+columns?)?$/i.exec(text);
    const columns = match ? findColumns(match[1]!, index) : null;
    if (!columns) return null;
    const visibility = Object.fromEntries(columns.map((column) => [column.field, false]));
    return { visibility, understood: `Hide ${columns.map((column) => column.field).join(', ')}` };
  },
  function showColumns(text, index) {
    if (/^show\s+all(?:\s+the)?\s+columns$/i.test(text)) {
      return { visibility: Object.fromEntries(index.columns.map((column) => [column.field, true])), understood: 'Show every column' };
    }
    const match = /^(?:show|display)(\s+only)?(?:\s+the)?(?:\s+columns?)?\s+(.+?)(?:\s+columns?)?$/i.exec(text);
    const columns = match ? findColumns(match[2]!, index) : null;
    if (!match || !columns) return null;
    const shown = new Set(columns.map((column) => column.field));
    const visibility = Object.fromEntries(
      index.columns.filter((column) => match[1] || shown.has(column.field)).map((column) => [column.field, shown.has(column.field)]),
    );
    return { visibility, understood: `${match[1] ? 'Show only' : 'Show'} ${[...shown].join(', ')}` };
  },
  function sortOnColumn(text, index) {
    // "files descending", "date newest first": a column with a direction and no verb.
    if (!DESCENDING_SUFFIX.test(text) && !ASCENDING_SUFFIX.test(text)) return null;
    const sorting = parseSortList(text, index);
    return sorting ? { sorting, understood: describeSort(sorting) } : null;
  },
  function filter(text, index) {
    const ands = text.split(/\s+and\s+/i);
    if (ands.length > 1) {
      const parts = ands.map((part) => parseFilterPhrase(part, index));
      if (parts.every((part): part is ColumnFilter[] => part !== null)) {
        const filters = parts.flat();
        return { filters, understood: describeFilters(filters) };
      }
    }
    const ors = text.split(/\s+or\s+/i);
    if (ors.length > 1) {
      // Each side must be one filter ("between" and "in June" make two, which "or" would pull apart),
      // and on two columns: "product is Charts or Data Grid" is one filter with two values, read below.
      const sides = ors.map((part) => parseFilterPhrase(part, index));
      const filters = sides.flatMap((side) => (side?.length === 1 ? side : []));
      if (filters.length === sides.length && new Set(filters.map((item) => item.column)).size > 1) {
        return { filters, filterOperator: 'or', understood: describeFilters(filters).replace(/ and /g, ' or ') };
      }
    }
    const filters = parseFilterPhrase(text, index);
    if (filters) return { filters, understood: describeFilters(filters) };
    // "only Charts, files over 5": a comma between filters, tried last because a comma also
    // separates the values of one filter ("product is Charts, Docs or Tree View").
    const listed = text.split(/\s*,\s*/).map((part) => parseFilterPhrase(part, index));
    if (listed.length > 1 && listed.every((part): part is ColumnFilter[] => part !== null)) {
      return { filters: listed.flat(), understood: describeFilters(listed.flat()) };
    }
    return null;
  },
];

// ---------------------------------------------------------------- sentences

/** Splits a sentence into phrases at commas, semicolons, "then" and an "and" before a new verb. */
const PHRASE_BREAK =
  /\s*;\s*|\.\s+|\s*,\s*(?:and\s+|then\s+)?(?=(?:sort|order|group|filter|show|hide|only|select|pivot|sum|total|average|count|where|keep|exclude|without|top|first|newest|oldest|latest|remove|display)\b)|\s+(?:and\s+)?then\s+(?!by\b)|\s+and\s+(?=(?:sort|order|group|filter|show|hide|only|select|pivot|sum|total|average|count|where|keep|exclude|without|top|newest|oldest|latest|remove|display)\b)/i;

const POLITE = /^(?:please\s+|can\s+you\s+|could\s+you\s+|i\s+want\s+to\s+|i'd\s+like\s+to\s+|let\s+me\s+)+/i;

function emptyInterpretation(): Interpretation {
  return {
    sorting: [],
    filters: [],
    filterOperator: 'and',
    grouping: [],
    aggregation: {},
    pivoting: null,
    select: -1,
    visibility: null,
    understood: [],
  };
}

export const MAX_PROMPT_LENGTH = 500;

function examplesFor(index: ColumnIndex): string {
  const byFamily = (family: string) => index.columns.find((column) => operatorFamily(column) === family)?.field;
  const text = index.columns.find((column) => operatorFamily(column) === 'text' && column.examples.length > 0);
  const number = byFamily('number');
  const date = byFamily('date');
  const first = index.columns[0]!.field;
  const examples = [
    date ? `"sort by ${date}, newest first"` : `"sort by ${first}"`,
    number ? `"${number} over 10"` : null,
    text ? `"only ${text.examples[0]}"` : null,
    `"group by ${text?.field ?? first}"`,
    number ? `"total ${number} by ${text?.field ?? first}"` : null,
    `"hide ${first}"`,
  ].filter(Boolean);
  return `I read phrases such as ${examples.join(', ')}, joined with commas or "and". The columns are ${index.columns
    .map((column) => column.field)
    .join(', ')}.`;
}

/**
 * Reads the whole sentence or nothing: a sentence with one phrase it cannot read is refused with a
 * message naming that phrase, because half a request applied silently looks like a wrong answer.
 */
export function interpretPrompt(prompt: string, columns: PromptColumn[], conversationId: string): InterpretedPrompt {
  const index = indexColumns(columns);
  const sentence = prompt
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  if (sentence === '') throw new PromptNotUnderstood(`The prompt is empty. ${examplesFor(index)}`);
  const result = emptyInterpretation();
  let sawReset = false;
  let filterPhrases = 0;
  // Where the sentence's sort is described: one line for all its sort-only phrases, so that
  // "sort by date, newest first" reads back as the one sort it is, not as an ascending and a descending one.
  let sortLine: number | null = null;
  for (const rawPhrase of sentence.split(PHRASE_BREAK)) {
    const phrase = rawPhrase.replace(POLITE, '').trim();
    if (phrase === '') continue;
    let parsed: PhraseResult | null = null;
    try {
      for (const parsePhrase of PHRASES) {
        parsed = parsePhrase(phrase, index);
        if (parsed) break;
      }
    } catch (error) {
      if (error instanceof PhraseProblem) throw new PromptNotUnderstood(`In "${phrase}": ${error.message}.`);
      throw error;
    }
    if (!parsed) throw new PromptNotUnderstood(`I did not understand "${phrase}". ${examplesFor(index)}`);
    if (parsed.reset) sawReset = true;
    for (const item of parsed.sorting ?? []) {
      // A later phrase about the same column wins: "sort by date, then oldest first".
      result.sorting = [...result.sorting.filter((sort) => sort.column !== item.column), item];
    }
    if (parsed.filters?.length) {
      filterPhrases += 1;
      if (parsed.filterOperator === 'or') result.filterOperator = 'or';
      if (result.filterOperator === 'or' && filterPhrases > 1) {
        throw new PromptNotUnderstood('I can join filters with "and" or with "or", but not both in one sentence.');
      }
      result.filters.push(...parsed.filters);
    }
    result.grouping.push(...(parsed.grouping ?? []).filter((field) => !result.grouping.includes(field)));
    Object.assign(result.aggregation, parsed.aggregation);
    if (parsed.pivoting) result.pivoting = parsed.pivoting;
    if (parsed.select !== undefined) result.select = parsed.select;
    if (parsed.visibility) result.visibility = { ...result.visibility, ...parsed.visibility };
    const sortOnly = Object.keys(parsed).every((key) => key === 'sorting' || key === 'understood');
    if (sortOnly && sortLine !== null) {
      result.understood[sortLine] = describeSort(result.sorting);
    } else {
      if (sortOnly) sortLine = result.understood.length;
      result.understood.push(parsed.understood);
    }
  }
  const visibility = sawReset ? Object.fromEntries(columns.map((column) => [column.field, true])) : result.visibility;
  return {
    conversationId,
    select: result.select,
    filters: result.filters,
    filterOperator: result.filterOperator,
    aggregation: result.aggregation,
    sorting: result.sorting,
    grouping: result.grouping.map((column) => ({ column })),
    pivoting: result.pivoting ?? {},
    ...(visibility ? { columnVisibilityModel: visibility } : {}),
    understood: result.understood,
  };
}
