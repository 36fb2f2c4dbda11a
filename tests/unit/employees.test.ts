import { describe, expect, it } from 'vitest';
import { employees, parseEmployeeQuery, queryEmployees, QueryError } from '~/data/employees.server';

const query = (params: Record<string, string>) => queryEmployees(parseEmployeeQuery(new URLSearchParams(params)));

describe('the employees data set', () => {
  it('is 1,000 stable rows', () => {
    expect(employees).toHaveLength(1_000);
    expect(employees[0]).toMatchObject({ id: 1 });
    expect(new Set(employees.map((row) => row.id)).size).toBe(1_000);
  });

  it('paginates with a total row count', () => {
    const page = query({ page: '2', pageSize: '10' });
    expect(page.rowCount).toBe(1_000);
    expect(page.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('sorts by several fields', () => {
    const { rows } = query({
      pageSize: '100',
      sort: JSON.stringify([
        { field: 'department', sort: 'asc' },
        { field: 'salary', sort: 'desc' },
      ]),
    });
    for (const [index, b] of rows.entries()) {
      const a = rows[index - 1];
      if (!a) continue;
      expect(a.department <= b.department).toBe(true);
      if (a.department === b.department) expect(a.salary >= b.salary).toBe(true);
    }
  });

  it('filters with and/or logic, and counts what matches', () => {
    const sales = query({ pageSize: '100', filters: JSON.stringify([{ field: 'department', operator: 'equals', value: 'Sales' }]) });
    expect(sales.rows.every((row) => row.department === 'Sales')).toBe(true);
    expect(sales.rowCount).toBe(employees.filter((row) => row.department === 'Sales').length);
    const either = query({
      filters: JSON.stringify([
        { field: 'department', operator: 'equals', value: 'Sales' },
        { field: 'salary', operator: '>', value: 120000 },
      ]),
      logicOperator: 'or',
    });
    expect(either.rowCount).toBe(employees.filter((row) => row.department === 'Sales' || row.salary > 120000).length);
  });

  it('ignores filter items without a value, like the grid', () => {
    expect(query({ filters: JSON.stringify([{ field: 'name', operator: 'contains', value: '' }]) }).rowCount).toBe(1_000);
  });

  it('applies a quick filter across text fields', () => {
    const result = query({ quickFilter: 'engineering japan', pageSize: '100' });
    expect(result.rowCount).toBeGreaterThan(0);
    expect(result.rows.every((row) => row.department === 'Engineering' && row.country === 'Japan')).toBe(true);
  });

  it.each([
    [{ pageSize: '1000' }, 'pageSize must be a whole number from 0 to 100'],
    [{ page: '-1' }, 'page must be a whole number'],
    [{ sort: '[{"field":"password","sort":"asc"}]' }, 'unknown field'],
    [{ sort: '[{"field":"name","sort":"up"}]' }, 'must be "asc" or "desc"'],
    [{ filters: 'not json' }, 'filters must be JSON'],
    [{ filters: '[{"field":"salary","operator":"contains","value":1}]' }, 'operator must be one of'],
    [{ logicOperator: 'xor' }, 'logicOperator must be'],
  ])('rejects %j with a clear message', (params, message) => {
    expect(() => parseEmployeeQuery(new URLSearchParams(params as Record<string, string>))).toThrow(QueryError);
    expect(() => parseEmployeeQuery(new URLSearchParams(params as Record<string, string>))).toThrow(message);
  });
});
