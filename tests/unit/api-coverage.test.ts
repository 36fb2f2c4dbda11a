import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiIndex } from '~/.generated/api-index';
import { API_GROUPS, type ApiGroup, type ApiIndex, type ApiPage } from '~/api-docs/api-types';
import { FAMILIES } from '../../scripts/api/generate-api';
import { DEFAULT_CORRECTIONS } from '../../scripts/api/default-corrections';
import { anchoredParameters, apiPageSections, parameterAnchor, signatureText } from '~/api-docs/api-sections';

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

  describe('reads each page as its readers meet the component', () => {
    const prop = (apiPage: ApiPage, name: string) => apiPage.props.find((candidate) => candidate.name === name);
    const everyPage = () =>
      API_GROUPS.flatMap((group) => Object.keys(index[group]).map((slug) => ({ group, slug, apiPage: page(group, slug) })));

    it("lists a generic component's props with its type parameters bound: the fields' text field, ChartContainerPro's axes", () => {
      // DateFieldProps<TEnableAccessibleFieldDOMStructure> picks its text field's props by a conditional type.
      const dateField = page('date-pickers', 'date-field');
      for (const name of ['label', 'helperText', 'InputProps', 'variant']) expect(prop(dateField, name), name).toBeDefined();
      expect(prop(dateField, 'onClick')?.type).toBe('React.MouseEventHandler<HTMLDivElement>');
      expect(prop(dateField, 'enableAccessibleFieldDOMStructure')?.type).toBe('boolean');
      for (const name of ['xAxis', 'yAxis', 'initialZoom', 'onZoomChange'])
        expect(prop(page('charts', 'chart-container-pro'), name), name).toBeDefined();
      // Props named by a key-renaming mapped type have no declaration of their own.
      expect(prop(page('charts', 'continuous-color-legend'), 'rotateGradient')).toBeDefined();
      expect(prop(page('charts', 'piecewise-color-legend'), 'markType')).toBeDefined();
    });

    it("prints what a base interface's type parameters are bound to, and keeps the ones a reader chooses", () => {
      const datePicker = page('date-pickers', 'date-picker');
      expect(prop(datePicker, 'value')?.type).toBe('PickerValue');
      expect(prop(datePicker, 'view')?.type).toBe('DateView');
      expect(prop(datePicker, 'onError')?.type).toBe('((error: DateValidationError, value: PickerValue) => void)');
      expect(prop(page('date-pickers', 'date-range-picker'), 'value')?.type).toBe('PickerRangeValue');
      expect(prop(page('data-grid', 'data-grid'), 'columns')?.type).toBe('readonly GridColDef<R>[]');
      for (const { slug, apiPage } of everyPage()) {
        // A generic layout's own `TValue` is the reader's to choose; a picker, field, calendar or clock binds its base's.
        const bindsItsBase = /(?:picker|field|calendar|clock)$/.test(slug);
        const parameters = apiPage.signatures.flatMap((signature) => signature.parameters);
        for (const member of [...apiPage.props, ...parameters]) {
          expect(member.type, `${slug} ${member.name}`).not.toMatch(bindsItsBase ? /\b(?:TValue|TView|TError)\b|import\("/ : /import\("/);
        }
        for (const parameter of parameters) {
          expect(parameter.name, slug).not.toMatch(/^__\d/);
          expect(parameterAnchor(parameter.name), slug).toMatch(/^parameter-[\w$-]+$/);
        }
      }
    });

    it("gives a hook's return type as declared, not as this site's @types/react resolves it", () => {
      expect(page('data-grid', 'use-grid-api-ref').signatures.map((signature) => signature.returns)).toEqual(['RefObject<Api | null>']);
    });

    it('lists every overload of a hook, each with its own parameters, return type and comment', () => {
      const barSeries = page('charts', 'use-bar-series');
      expect(barSeries.signatures.map((signature) => signatureText(barSeries.name, signature))).toEqual([
        'useBarSeries(seriesId: SeriesId): UseBarSeriesReturnValue | undefined',
        'useBarSeries(): UseBarSeriesReturnValue[]',
        'useBarSeries(seriesIds: SeriesId[]): UseBarSeriesReturnValue[]',
      ]);
      expect(barSeries.signatures[1]?.descriptionHtml).toContain('When called without arguments, it returns all bar series.');
      expect(barSeries.signatures[2]?.parameters[0]?.descriptionHtml).toContain('Order is preserved.');
      // The page leads with one comment, not every overload's joined together.
      expect(barSeries.descriptionHtml).toBe('<p>Get access to the internal state of bar series.</p>');
      expect(apiPageSections(barSeries).map((section) => section.id)).toEqual(['import', 'signatures', 'demos']);

      const selector = page('data-grid', 'use-grid-selector');
      expect(selector.signatures.map((signature) => signature.parameters.map((parameter) => parameter.name))).toEqual([
        ['apiRef', 'selector', 'args', 'equals'],
        ['apiRef', 'selector', 'args', 'equals'],
      ]);
      expect(selector.signatures[1]?.parameters[2]).toMatchObject({ type: 'Args', optional: false });
      // A name repeated across overloads is anchored once.
      expect([...anchoredParameters(selector)].map((parameter) => parameter.name)).toEqual(['apiRef', 'selector', 'args', 'equals']);
    });

    it('says when the declaration itself is deprecated', () => {
      expect(page('charts', 'use-axis-tooltip').deprecatedHtml).toContain('useAxesTooltip');
      expect(page('charts', 'use-axes-tooltip').deprecatedHtml).toBeUndefined();
    });

    it('marks each member a paid package adds to a lower edition with its plan', () => {
      const colDef = page('data-grid', 'grid-col-def');
      expect(prop(colDef, 'aggregable')?.plan).toBe('premium');
      expect(prop(colDef, 'renderHeaderFilter')?.plan).toBe('pro');
      expect(prop(colDef, 'field')?.plan).toBeUndefined();
      expect(prop(page('data-grid', 'grid-toolbar'), 'excelOptions')?.plan).toBe('premium');
      // GridApi is GridApiPremium in the Premium package: the page lists that, member by member.
      const gridApi = page('data-grid', 'grid-api');
      expect(prop(gridApi, 'exportDataAsExcel')?.plan).toBe('premium');
      expect(prop(gridApi, 'pinColumn')?.plan).toBe('pro');
      expect(prop(gridApi, 'setRows')?.plan).toBeUndefined();
      expect(prop(page('data-grid', 'data-grid-premium'), 'aggregationModel')?.plan).toBeUndefined();
    });

    it('leaves out what MUI marks @ignore, and inherits props from Material UI components only', () => {
      const gridApi = page('data-grid', 'grid-api');
      for (const name of ['rootElementRef', 'instanceId', 'store', 'getRowValue']) expect(prop(gridApi, name), name).toBeUndefined();
      const dataGrid = page('data-grid', 'data-grid');
      expect(dataGrid.slots.map((slot) => slot.name)).not.toContain('pinnedRows');
      expect(dataGrid.cssClasses.map((entry) => entry.key)).not.toContain('cellOffsetLeft');
      for (const { slug, apiPage } of everyPage()) expect(apiPage.inheritsFrom, slug).not.toContain('OverridableComponent');
    });

    it('renders deprecation notes and sentence defaults from their Markdown, linking pages this site has', () => {
      const pro = page('data-grid', 'data-grid-pro');
      expect(prop(pro, 'onFetchRows')?.deprecatedHtml).toContain(
        'href="/x/react-data-grid/server-side-data/lazy-loading/#viewport-loading"',
      );
      expect(prop(pro, 'autoHeight')?.deprecatedHtml).toContain('href="/x/react-data-grid/layout/#flex-parent-container"');
      expect(prop(pro, 'disableMultipleRowSelection')?.defaultHtml).toContain('<code>!props.checkboxSelection</code>');
      expect(pro.descriptionHtml).not.toContain('https://mui.com/x/');
      for (const { slug, apiPage } of everyPage()) {
        for (const member of apiPage.props) expect(member.deprecatedHtml ?? '', `${slug} ${member.name}`).not.toMatch(/\{@link|`/);
      }
    });

    it('applies every default corrected from the code', () => {
      const slugOf = (name: string) =>
        Object.entries(index).flatMap(([group, entries]) =>
          Object.entries(entries)
            .filter(([, entry]) => entry.name === name && entry.kind === 'component')
            .map(([slug]) => [group, slug] as const),
        )[0]!;
      for (const correction of DEFAULT_CORRECTIONS.props) {
        for (const component of correction.components) {
          const [group, slug] = slugOf(component);
          expect(prop(page(group as ApiGroup, slug), correction.name)?.default, `${component}.${correction.name}`).toBe(correction.actual);
        }
      }
      for (const correction of DEFAULT_CORRECTIONS.slots) {
        for (const component of correction.components) {
          const [group, slug] = slugOf(component);
          const slot = page(group as ApiGroup, slug).slots.find((candidate) => candidate.name === correction.name);
          expect(slot?.default, `${component} slot ${correction.name}`).toBe(correction.actual);
        }
      }
    });

    it("lists the demos the declaration names, and a family's demos only", () => {
      expect(page('date-pickers', 'pickers-layout').demos.map((demo) => demo.pathname)).toContain('/x/react-date-pickers/custom-layout/');
      expect(page('charts', 'mark-element').demos.map((demo) => demo.pathname)).toContain('/x/react-charts/lines/');
      const gridToolbarDemos = page('data-grid', 'toolbar').demos.map((demo) => demo.pathname);
      expect(gridToolbarDemos).toContain('/x/react-data-grid/components/toolbar/');
      expect(gridToolbarDemos.filter((pathname) => pathname.startsWith('/x/react-charts/'))).toEqual([]);
    });
  });
});
