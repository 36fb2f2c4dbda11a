/** The grid's filter operators, applied on the server as the grid applies them in the browser. */
import type { FilterItem, RowsQuery } from './query.server';
import type { Row, RowSchema, RowValue } from './schema.server';

const isBlank = (value: RowValue | undefined) => value === null || value === undefined || value === '';

/** An item without a value filters nothing, as in the grid itself. */
function isActive(item: FilterItem): boolean {
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') return true;
  if (Array.isArray(item.value)) return item.value.length > 0;
  return item.value !== undefined && item.value !== null && item.value !== '';
}

/**
 * A date filter value arrives as `YYYY-MM-DD` or as a `Date` passed through JSON (an ISO instant).
 * Only the calendar day counts: the reader's midnight in UTC+2 is the day before in UTC, which is
 * why the demos send the local day.
 */
const day = (value: unknown) => String(value).slice(0, 10);

function compareNumber(cell: number, item: FilterItem): boolean {
  const values = (Array.isArray(item.value) ? item.value : [item.value]).map(Number);
  const value = values[0] ?? Number.NaN;
  switch (item.operator) {
    case '=':
      return cell === value;
    case '!=':
      return cell !== value;
    case '>':
      return cell > value;
    case '>=':
      return cell >= value;
    case '<':
      return cell < value;
    case '<=':
      return cell <= value;
    case 'isAnyOf':
      return values.includes(cell);
    default:
      return false;
  }
}

function compareDate(cell: string, item: FilterItem): boolean {
  const value = day(item.value);
  switch (item.operator) {
    case 'is':
      return cell === value;
    case 'not':
      return cell !== value;
    case 'after':
      return cell > value;
    case 'onOrAfter':
      return cell >= value;
    case 'before':
      return cell < value;
    case 'onOrBefore':
      return cell <= value;
    default:
      return false;
  }
}

function compareText(cell: string, item: FilterItem): boolean {
  const text = cell.toLowerCase();
  const values = (Array.isArray(item.value) ? item.value : [item.value]).map((value) => String(value).toLowerCase());
  const value = values[0] ?? '';
  switch (item.operator) {
    case 'contains':
      return text.includes(value);
    case 'doesNotContain':
      return !text.includes(value);
    case 'equals':
    case 'is':
      return text === value;
    case 'doesNotEqual':
    case 'not':
      return text !== value;
    case 'startsWith':
      return text.startsWith(value);
    case 'endsWith':
      return text.endsWith(value);
    case 'isAnyOf':
      return values.includes(text);
    default:
      return false;
  }
}

export function matchesItem(row: Row, item: FilterItem, schema: RowSchema): boolean {
  const cell = row[item.field];
  if (item.operator === 'isEmpty') return isBlank(cell);
  if (item.operator === 'isNotEmpty') return !isBlank(cell);
  if (isBlank(cell)) return item.operator === 'doesNotContain' || item.operator === 'doesNotEqual' || item.operator === 'not';
  switch (schema.fields[item.field]) {
    case 'boolean':
      return String(cell) === String(item.value);
    case 'number':
      return compareNumber(Number(cell), item);
    case 'date':
      return compareDate(String(cell), item);
    default:
      return compareText(String(cell), item);
  }
}

/** The predicate for a request's filter model: its items, then its quick filter words. */
export function rowFilter(filterModel: RowsQuery['filterModel'], schema: RowSchema): (row: Row) => boolean {
  const items = filterModel.items.filter(isActive);
  const words = filterModel.quickFilterValues;
  return (row) => {
    if (items.length > 0) {
      const verdicts = items.map((item) => matchesItem(row, item, schema));
      if (filterModel.logicOperator === 'and' ? verdicts.includes(false) : !verdicts.includes(true)) return false;
    }
    if (words.length > 0) {
      const haystack = schema.quickFilterFields.map((name) => String(row[name] ?? '').toLowerCase()).join('\n');
      const found = words.map((word) => haystack.includes(word));
      if (filterModel.quickFilterLogicOperator === 'and' ? found.includes(false) : !found.includes(true)) return false;
    }
    return true;
  };
}
