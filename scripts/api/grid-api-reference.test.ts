import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGridApiReference, type GridPackage } from './grid-api-reference';
import type { GridApiReference } from '../../app/api-docs/grid-api-reference';
import { sliceOf } from '../../app/api-docs/grid-api-reference';

const root = process.cwd();
const packages: GridPackage[] = (
  [
    ['@mui/x-data-grid', 'community'],
    ['@mui/x-data-grid-pro', 'pro'],
    ['@mui/x-data-grid-premium', 'premium'],
  ] as const
).map(([name, edition]) => ({ name, edition, entry: path.join(root, 'node_modules', name, 'esm', 'index.d.ts') }));

let reference: GridApiReference;

beforeAll(() => {
  const program = ts.createProgram(
    packages.map((spec) => spec.entry),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  reference = readGridApiReference(program, packages);
}, 60_000);

describe('the grid apiRef reference read from the 8.7.0 declarations', () => {
  it('lists a feature interface with each method as declared, its parameters from the JSDoc', () => {
    const sortColumn = reference.interfaces.GridSortApi?.methods.find((method) => method.name === 'sortColumn');
    expect(sortColumn?.signature).toBe(
      "(field: GridColDef['field'], direction?: GridSortDirection, allowMultipleSorting?: boolean) => void",
    );
    // The JSDoc's `{GridSortDirection}` type is dropped: the signature has it.
    expect(sortColumn?.descriptionHtml).toContain('<li><code>direction</code> The direction to be sorted.');
    expect(sortColumn?.descriptionHtml).not.toContain('{GridSortDirection}');
  });

  it("finds interfaces through the API type's bases, with the plan of the first package whose API has them", () => {
    // Not exported by name from any package, yet on every Premium apiRef.
    expect(reference.interfaces.GridPivotingApi).toMatchObject({ plan: 'premium' });
    expect(reference.interfaces.GridPivotingApi?.methods.map((method) => method.name)).toContain('setPivotModel');
    expect(reference.interfaces.GridColumnPinningApi?.plan).toBe('pro');
    expect(reference.interfaces.GridFilterApi?.plan).toBeUndefined();
    expect(Object.keys(reference.interfaces).filter((name) => /Private/.test(name))).toEqual([]);
    expect(Object.values(reference.interfaces).filter((api) => api.methods.length === 0)).toEqual([]);
  });

  it('lists the events of the three packages, without those MUI marks @ignore', () => {
    const names = reference.events.map((event) => event.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(reference.events.find((event) => event.name === 'cellKeyDown')).toMatchObject({
      params: 'GridCellParams<any>',
      event: 'React.KeyboardEvent<HTMLElement>',
    });
    expect(reference.events.find((event) => event.name === 'rowGroupingModelChange')?.plan).toBe('premium');
    expect(reference.events.find((event) => event.name === 'sortModelChange')?.plan).toBeUndefined();
    // "@ignore - do not document." in gridEventLookup.d.ts
    expect(names).not.toContain('cellFocusIn');
  });

  it('reads what each selector returns and what it takes besides apiRef', () => {
    expect(reference.selectors.gridSortModelSelector).toMatchObject({ returns: 'GridSortModel' });
    expect(reference.selectors.gridSortModelSelector?.argument).toBeUndefined();
    expect(reference.selectors.gridRowGroupingModelSelector?.plan).toBe('premium');
    expect(reference.selectors.gridFilteredSortedRowIdsSelector?.returns).toBe('GridRowId[]');
  });
});

describe('the slice a page shows', () => {
  const small: GridApiReference = {
    interfaces: {
      GridSortApi: {
        name: 'GridSortApi',
        methods: [{ name: 'setSortModel', signature: '(model: GridSortModel) => void', descriptionHtml: '' }],
      },
    },
    selectors: {},
    events: [{ name: 'cellClick', params: 'GridCellParams', descriptionHtml: '' }],
    typeLinks: { GridSortModel: '/x/api/data-grid/grid-sort-model/', GridCellParams: '/x/api/data-grid/grid-cell-params/' },
  };

  it('holds the named items and only the links they need', () => {
    const result = sliceOf(small, 'ApiMethods', ' GridSortApi ,');
    expect(result).toEqual({
      ok: true,
      slice: { items: [small.interfaces.GridSortApi], links: { GridSortModel: '/x/api/data-grid/grid-sort-model/' } },
    });
    expect(sliceOf(small, 'GridEvents', undefined)).toMatchObject({ ok: true, slice: { items: small.events } });
  });

  it('names what is unknown, and asks for a list when there is none', () => {
    expect(sliceOf(small, 'ApiMethods', 'GridSortApi, GridMagicApi')).toEqual({
      ok: false,
      message: '<ApiMethods>: GridMagicApi is not a public Data Grid API interface in 8.7.0',
    });
    expect(sliceOf(small, 'ApiSelectors', 'a, b')).toEqual({
      ok: false,
      message: '<ApiSelectors>: a, b are not public Data Grid selectors in 8.7.0',
    });
    expect(sliceOf(small, 'ApiSelectors', ' ')).toMatchObject({
      ok: false,
      message: '<ApiSelectors> needs names="…", a comma-separated list',
    });
    // A prototype key is not an interface.
    expect(sliceOf(small, 'ApiMethods', 'constructor')).toMatchObject({ ok: false });
  });
});
