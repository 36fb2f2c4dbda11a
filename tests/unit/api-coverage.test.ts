import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiIndex } from '~/.generated/api-index';
import { API_GROUPS, type ApiGroup, type ApiIndex, type ApiPage } from '~/api-docs/api-types';
import { FAMILIES } from '../../scripts/api/generate-api';

/**
 * Checks the generated API reference against the packages themselves, by a
 * different route than the generator: the generator reads the type
 * declarations; this test loads each package's JavaScript and looks at what
 * it exports.
 */
// Which packages make up a family is a fact both share; how components are found is not.
const PACKAGES = Object.fromEntries(Object.entries(FAMILIES).map(([group, specs]) => [group, specs.map((spec) => spec.name)])) as Record<
  ApiGroup,
  string[]
>;

const require = createRequire(import.meta.url);
(require as unknown as { extensions: Record<string, () => void> }).extensions['.css'] = () => {};

const REACT_CONTEXT = Symbol.for('react.context');
const REACT_PROVIDER = Symbol.for('react.provider');

/** A React component at run time: a function, or a memo/forwardRef/styled object; never a context. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === 'object' && value !== null) {
    const type = (value as { $$typeof?: symbol }).$$typeof;
    return type !== undefined && type !== REACT_CONTEXT && type !== REACT_PROVIDER;
  }
  if (typeof value !== 'function') return false;
  // Plain classes (adapters, managers, errors) are not components; React class components are.
  const prototype = (value as { prototype?: object }).prototype;
  if (prototype instanceof Error) return false;
  const isPlainClass = prototype && !('isReactComponent' in prototype) && Object.getOwnPropertyNames(prototype).length > 1;
  return !isPlainClass;
}

function runtimeComponents(group: ApiGroup): Set<string> {
  const names = new Set<string>();
  for (const name of PACKAGES[group]) {
    for (const [exportName, value] of Object.entries(require(name) as Record<string, unknown>)) {
      if (isComponent(exportName, value)) names.add(exportName);
    }
  }
  return names;
}

const generated = path.resolve('app/.generated');
const index: ApiIndex = apiIndex;
const page = (group: ApiGroup, slug: string) =>
  JSON.parse(fs.readFileSync(path.join(generated, 'api-pages', group, `${slug}.json`), 'utf8')) as ApiPage;

describe('the generated API reference', () => {
  for (const group of API_GROUPS) {
    it(`has a page for every component ${group} exports, and no page for anything else`, () => {
      const exported = runtimeComponents(group);
      const documented = new Set(
        Object.values(index[group])
          .filter((entry) => entry.kind === 'component')
          .map((entry) => entry.name),
      );
      expect([...exported].filter((name) => !documented.has(name)).sort(), 'exported but without a page').toEqual([]);
      expect([...documented].filter((name) => !exported.has(name)).sort(), 'a page for something not exported').toEqual([]);
    });
  }

  it('matches the declarations on spot checks', () => {
    const dataGrid = page('data-grid', 'data-grid');
    const prop = (apiPage: ApiPage, name: string) => apiPage.props.find((candidate) => candidate.name === name);
    expect(prop(dataGrid, 'rows')).toBeDefined();
    expect(prop(dataGrid, 'columns')?.required).toBe(true);
    expect(prop(dataGrid, 'checkboxSelection')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(dataGrid.cssClasses.find((entry) => entry.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(dataGrid.cssClasses.length).toBeGreaterThan(100);
    expect(dataGrid.imports).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(dataGrid.plan).toBeUndefined();

    const datePicker = page('date-pickers', 'date-picker');
    for (const name of ['value', 'onChange', 'slots']) expect(prop(datePicker, name), name).toBeDefined();
    expect(datePicker.slots.length).toBeGreaterThan(5);
    expect(prop(page('charts', 'bar-chart'), 'series')).toBeDefined();
    expect(prop(page('tree-view', 'rich-tree-view'), 'items')).toBeDefined();

    expect(index['data-grid']['data-grid-premium']).toMatchObject({ plan: 'premium', edition: 'premium' });
    expect(index['data-grid']['data-grid-pro']).toMatchObject({ plan: 'pro' });
    expect(index['date-pickers']['date-range-picker']).toMatchObject({ plan: 'pro' });
  });

  it('has pages for the key interfaces and hooks', () => {
    const names = (group: ApiGroup, kind: string) =>
      Object.values(index[group])
        .filter((entry) => entry.kind === kind)
        .map((entry) => entry.name);
    expect(names('data-grid', 'interface')).toEqual(
      expect.arrayContaining(['GridColDef', 'GridApi', 'GridFilterModel', 'GridSortModel', 'GridRowSelectionModel', 'GridCallbackDetails']),
    );
    expect(names('charts', 'interface')).toEqual(
      expect.arrayContaining(['BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType']),
    );
    expect(names('data-grid', 'hook')).toContain('useGridApiRef');
    expect(names('tree-view', 'hook')).toEqual(expect.arrayContaining(['useTreeViewApiRef', 'useTreeItem']));
    expect(names('charts', 'hook')).toContain('useDrawingArea');
    const colDef = page('data-grid', 'grid-col-def');
    expect(colDef.props.find((prop) => prop.name === 'field')?.required).toBe(true);
    const sortModel = page('data-grid', 'grid-sort-model');
    expect(sortModel.aliasOf).toMatch(/GridSortItem/);
  });
});
