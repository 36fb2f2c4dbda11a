/**
 * An in-memory data set the server-side Data Grid demos query over HTTP:
 * 1,000 employees, generated from a fixed seed so every run (and every test)
 * sees the same rows. Sorting, filtering and pagination happen here, as a
 * real back end would do them.
 */
import { pickOne, seededRandom } from '~/lib/random';

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: string;
  role: string;
  country: string;
  salary: number;
  startDate: string;
  active: boolean;
}

const FIRST_NAMES = [
  'Amara',
  'Bruno',
  'Chen',
  'Dalia',
  'Emeka',
  'Freya',
  'Gustavo',
  'Hana',
  'Ibrahim',
  'Jonas',
  'Keiko',
  'Lucía',
  'Mateo',
  'Nadia',
  'Olu',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tamar',
  'Umar',
  'Valentina',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zofia',
];
const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Nakamura',
  'Haddad',
  'Larsen',
  'Kowalski',
  'Mensah',
  'Fernández',
  'Novak',
  'Rossi',
  'Dubois',
  'Schmidt',
  'Patel',
  'Kim',
  'Ivanova',
  'Andersen',
  'Costa',
  'Yilmaz',
  "O'Brien",
  'Moreau',
];
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'Design', 'Operations'];
const ROLES = ['Associate', 'Specialist', 'Senior specialist', 'Lead', 'Manager', 'Director'];
const COUNTRIES = [
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Mexico',
  'Nigeria',
  'Poland',
  'Spain',
  'Sweden',
  'United Kingdom',
  'United States',
];

function generate(count: number): Employee[] {
  const random = seededRandom(20250617);
  const pick = <T>(items: readonly T[]) => pickOne(random, items);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const role = pick(ROLES);
    const roleIndex = ROLES.indexOf(role);
    const start = new Date(Date.UTC(2012, 0, 1) + Math.floor(random() * 13 * 365) * 86_400_000);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${index + 1}@example.com`,
      department: pick(DEPARTMENTS),
      role,
      country: pick(COUNTRIES),
      salary: Math.round((42_000 + roleIndex * 18_000 + random() * 25_000) / 100) * 100,
      startDate: start.toISOString().slice(0, 10),
      active: random() > 0.12,
    };
  });
}

export const employees: readonly Employee[] = generate(1_000);

type Field = keyof Employee;
const FIELDS: readonly Field[] = ['id', 'name', 'email', 'department', 'role', 'country', 'salary', 'startDate', 'active'];
const NUMBER_FIELDS = new Set<Field>(['id', 'salary']);

export const TEXT_OPERATORS = [
  'contains',
  'doesNotContain',
  'equals',
  'doesNotEqual',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
] as const;
export const NUMBER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'] as const;
const BOOLEAN_OPERATORS = ['is'] as const;

export interface FilterItem {
  field: Field;
  operator: string;
  value?: unknown;
}

export interface EmployeeQuery {
  page: number;
  pageSize: number;
  sort: { field: Field; sort: 'asc' | 'desc' }[];
  filters: FilterItem[];
  logicOperator: 'and' | 'or';
  quickFilter: string[];
}

export class QueryError extends Error {}

export const MAX_PAGE_SIZE = 100;

function parseJson(name: string, raw: string | null): unknown {
  if (raw === null || raw === '') return undefined;
  if (raw.length > 4_000) throw new QueryError(`${name} is too long`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryError(`${name} must be JSON`);
  }
}

function field(value: unknown, where: string): Field {
  if (typeof value !== 'string' || !(FIELDS as readonly string[]).includes(value)) {
    throw new QueryError(`${where}: unknown field; expected one of ${FIELDS.join(', ')}`);
  }
  return value as Field;
}

function wholeNumber(name: string, raw: string | null, fallback: number, max: number): number {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new QueryError(`${name} must be a whole number from 0 to ${max}`);
  return value;
}

/** Reads a query from URL parameters; anything malformed is a QueryError with a message for the developer. */
export function parseEmployeeQuery(params: URLSearchParams): EmployeeQuery {
  const page = wholeNumber('page', params.get('page'), 0, 100_000);
  const pageSize = Math.max(1, wholeNumber('pageSize', params.get('pageSize'), 25, MAX_PAGE_SIZE));

  const sortRaw = parseJson('sort', params.get('sort')) ?? [];
  if (!Array.isArray(sortRaw)) throw new QueryError('sort must be a list of { field, sort }');
  const sort = sortRaw.map((item, index) => {
    const direction = (item as { sort?: unknown })?.sort;
    if (direction !== 'asc' && direction !== 'desc') throw new QueryError(`sort[${index}].sort must be "asc" or "desc"`);
    return { field: field((item as { field?: unknown }).field, `sort[${index}]`), sort: direction as 'asc' | 'desc' };
  });

  const filtersRaw = parseJson('filters', params.get('filters')) ?? [];
  if (!Array.isArray(filtersRaw)) throw new QueryError('filters must be a list of { field, operator, value }');
  const filters = filtersRaw.map((item, index) => {
    const entry = item as { field?: unknown; operator?: unknown; value?: unknown };
    const name = field(entry.field, `filters[${index}]`);
    const operators: readonly string[] = NUMBER_FIELDS.has(name)
      ? NUMBER_OPERATORS
      : name === 'active'
        ? BOOLEAN_OPERATORS
        : TEXT_OPERATORS;
    if (typeof entry.operator !== 'string' || !operators.includes(entry.operator)) {
      throw new QueryError(`filters[${index}]: operator must be one of ${operators.join(', ')} for ${name}`);
    }
    return { field: name, operator: entry.operator, value: entry.value };
  });

  const logic = params.get('logicOperator') ?? 'and';
  if (logic !== 'and' && logic !== 'or') throw new QueryError('logicOperator must be "and" or "or"');
  const quickFilter = (params.get('quickFilter') ?? '').slice(0, 200).toLowerCase().split(/\s+/).filter(Boolean);
  return { page, pageSize, sort, filters, logicOperator: logic, quickFilter };
}

/** An item without a value filters nothing, as in the grid itself. */
function isActive(item: FilterItem): boolean {
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') return true;
  if (Array.isArray(item.value)) return item.value.length > 0;
  return item.value !== undefined && item.value !== null && item.value !== '';
}

function matches(row: Employee, item: FilterItem): boolean {
  const cell = row[item.field];
  if (item.operator === 'isEmpty') return cell === '' || cell === null || cell === undefined;
  if (item.operator === 'isNotEmpty') return !(cell === '' || cell === null || cell === undefined);
  if (typeof cell === 'boolean') return String(cell) === String(item.value);
  if (typeof cell === 'number') {
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
  const text = String(cell).toLowerCase();
  const values = (Array.isArray(item.value) ? item.value : [item.value]).map((value) => String(value).toLowerCase());
  const value = values[0] ?? '';
  switch (item.operator) {
    case 'contains':
      return text.includes(value);
    case 'doesNotContain':
      return !text.includes(value);
    case 'equals':
      return text === value;
    case 'doesNotEqual':
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

export function queryEmployees(query: EmployeeQuery, rows: readonly Employee[] = employees): { rows: Employee[]; rowCount: number } {
  const filters = query.filters.filter(isActive);
  let result = rows.filter((row) => {
    if (filters.length > 0) {
      const verdicts = filters.map((item) => matches(row, item));
      if (query.logicOperator === 'and' ? verdicts.includes(false) : !verdicts.includes(true)) return false;
    }
    if (query.quickFilter.length > 0) {
      const haystack = `${row.name} ${row.email} ${row.department} ${row.role} ${row.country}`.toLowerCase();
      if (!query.quickFilter.every((term) => haystack.includes(term))) return false;
    }
    return true;
  });
  if (query.sort.length > 0) {
    result = [...result].sort((a, b) => {
      for (const { field: name, sort } of query.sort) {
        const order = a[name] < b[name] ? -1 : a[name] > b[name] ? 1 : 0;
        if (order !== 0) return sort === 'asc' ? order : -order;
      }
      return a.id - b.id;
    });
  }
  const start = query.page * query.pageSize;
  return { rows: result.slice(start, start + query.pageSize), rowCount: result.length };
}
