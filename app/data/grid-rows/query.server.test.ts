import { describe, expect, it } from 'vitest';
import { loader as commitsLoader } from '~/routes/x.data.commits';
import { loader as filesLoader } from '~/routes/x.data.repository-files';
import { COMMIT_SCHEMA } from './commits.server';
import { MAX_WINDOW, parseRowsQuery, RowsQueryError } from './query.server';

const parse = (search: string) => parseRowsQuery(new URLSearchParams(search), COMMIT_SCHEMA);
const get = async (loader: typeof commitsLoader, search: string) => {
  const response = loader({
    request: new Request(`http://localhost/x/data/endpoint?${search}`),
    params: {},
    context: { pageVariant: undefined as never, documentCode: new Map() },
  });
  return { status: response.status, cacheControl: response.headers.get('Cache-Control'), body: await response.json() };
};

describe('reading a getRows request', () => {
  it('defaults to the first 100 rows, no sorting, no filter', () => {
    expect(parse('')).toEqual({
      start: 0,
      end: 99,
      sortModel: [],
      filterModel: { items: [], logicOperator: 'and', quickFilterValues: [], quickFilterLogicOperator: 'and' },
      groupKeys: [],
      groupFields: [],
      aggregationModel: {},
      simulateError: false,
    });
  });

  it('drops sort items the grid clears to null', () => {
    expect(parse(`sortModel=${encodeURIComponent('[{"field":"date","sort":null}]')}`).sortModel).toEqual([]);
  });

  it.each([
    ['start=-1', 'start must be a row index'],
    ['start=1.5', 'start must be a row index'],
    ['start=10&end=5', 'end must not be less than start'],
    [`start=0&end=${MAX_WINDOW}`, `at most ${MAX_WINDOW} rows per request`],
    ['paginationModel={"page":0}', 'paginationModel must be { page, pageSize }'],
    ['sortModel={', 'sortModel must be JSON'],
    ['sortModel={"field":"date"}', 'sortModel must be a list'],
    ['sortModel=[{"field":"salary","sort":"asc"}]', 'sortModel[0]: unknown field; expected one of id, repository'],
    ['sortModel=[{"field":"date","sort":"up"}]', 'sortModel[0].sort must be "asc" or "desc"'],
    ['filterModel=[]', 'filterModel must be an object'],
    ['filterModel={"items":[{"field":"date","operator":"contains","value":"x"}]}', 'operator must be one of is, not, after'],
    ['filterModel={"items":[],"logicOperator":"xor"}', 'filterModel.logicOperator must be "and" or "or"'],
    ['filterModel={"items":[],"quickFilterValues":[1]}', 'filterModel.quickFilterValues must be a list of strings'],
    ['groupFields=["repository"]&groupKeys=["a","b"]', 'groupKeys must not be longer than groupFields'],
    ['groupFields=["<script>"]', 'groupFields[0]: unknown field'],
    ['aggregationModel={"author":"sum"}', 'aggregationModel.author must be one of size'],
    ['aggregationModel={"filesChanged":"median"}', 'aggregationModel.filesChanged must be one of sum, avg, min, max, size'],
    ['simulateError=yes', 'simulateError must be true or false'],
    ['page=2', 'unknown parameter "page"'],
    [`filterModel=${'x'.repeat(9_000)}`, 'filterModel is longer than 8000 characters'],
  ])('rejects %s', (search, message) => {
    expect(() => parse(search)).toThrow(RowsQueryError);
    expect(() => parse(search)).toThrow(message);
  });
});

describe('the rows endpoints', () => {
  it('answer rows in the grid shape, cacheable as data', async () => {
    const { status, body, cacheControl } = await get(commitsLoader, 'start=0&end=1');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60, s-maxage=600');
    expect(body.rowCount).toBe(15_886);
    expect(body.rows).toHaveLength(2);
    const root = await get(filesLoader, '');
    expect(root.body.rows.map((row: { id: string }) => row.id)).toContain('packages');
  });

  it('answer a malformed request with a 400 that says what is wrong, never stored', async () => {
    const { status, body, cacheControl } = await get(commitsLoader, 'end=abc');
    expect(status).toBe(400);
    expect(cacheControl).toBe('no-store');
    expect(body).toEqual({ error: expect.stringContaining('end must be a row index') });
    expect((await get(filesLoader, 'groupKeys="packages"')).body.error).toBe('groupKeys must be a list of strings');
  });

  it('answer the outage a demo asks for with a 503', async () => {
    const { status, body, cacheControl } = await get(commitsLoader, 'simulateError=true');
    expect(status).toBe(503);
    expect(cacheControl).toBe('no-store');
    expect(body.error).toMatch(/simulateError=true/);
  });
});
