import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SCHEMA, employees } from './employees.server';
import { parseRowsQuery, RowsQueryError } from './grid-rows/query.server';
import { queryRows } from './grid-rows/rows.server';

const parse = (params: Record<string, unknown>) =>
  parseRowsQuery(new URLSearchParams(Object.entries(params).map(([name, value]) => [name, JSON.stringify(value)])), EMPLOYEE_SCHEMA);
const query = (params: Record<string, unknown>) => queryRows(employees, EMPLOYEE_SCHEMA, parse(params));

describe('the employees data set', () => {
  it('is 1,000 stable rows', () => {
    expect(employees).toHaveLength(1_000);
    expect(employees[0]).toMatchObject({ id: 1 });
    expect(new Set(employees.map((row) => row.id)).size).toBe(1_000);
  });

  it('answers a page of the pagination model with the total row count', () => {
    const page = query({ paginationModel: { page: 2, pageSize: 10 } });
    expect(page.rowCount).toBe(1_000);
    expect(page.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('sorts by several fields', () => {
    const { rows } = query({
      paginationModel: { page: 0, pageSize: 100 },
      sortModel: [
        { field: 'department', sort: 'asc' },
        { field: 'salary', sort: 'desc' },
      ],
    });
    for (let index = 1; index < rows.length; index += 1) {
      const [a, b] = [rows[index - 1]!, rows[index]!];
      expect(String(a.department) <= String(b.department)).toBe(true);
      if (a.department === b.department) expect(Number(a.salary) >= Number(b.salary)).toBe(true);
    }
  });

  it('filters with and/or logic, and counts what matches', () => {
    const sales = query({ filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Sales' }] } });
    expect(sales.rows.every((row) => row.department === 'Sales')).toBe(true);
    expect(sales.rowCount).toBe(employees.filter((row) => row.department === 'Sales').length);
    const either = query({
      filterModel: {
        items: [
          { field: 'department', operator: 'equals', value: 'Sales' },
          { field: 'salary', operator: '>', value: 120000 },
        ],
        logicOperator: 'or',
      },
    });
    expect(either.rowCount).toBe(employees.filter((row) => row.department === 'Sales' || row.salary > 120000).length);
    const inactive = query({ filterModel: { items: [{ field: 'active', operator: 'is', value: 'false' }] } });
    expect(inactive.rowCount).toBe(employees.filter((row) => !row.active).length);
  });

  it('applies the quick filter words across the text fields', () => {
    const result = query({
      filterModel: { items: [], quickFilterValues: ['engineering', 'japan'] },
      paginationModel: { page: 0, pageSize: 100 },
    });
    expect(result.rowCount).toBeGreaterThan(0);
    expect(result.rows.every((row) => row.department === 'Engineering' && row.country === 'Japan')).toBe(true);
  });

  it.each([
    [{ sortModel: [{ field: 'password', sort: 'asc' }] }, 'unknown field'],
    [{ filterModel: { items: [{ field: 'salary', operator: 'contains', value: 1 }] } }, 'operator must be one of =, !='],
    [{ filterModel: { items: [{ field: 'startDate', operator: 'after', value: '2020' }] } }, 'operator must be one of contains'],
  ])('rejects %j with a clear message', (params, message) => {
    expect(() => parse(params)).toThrow(RowsQueryError);
    expect(() => parse(params)).toThrow(message);
  });
});
