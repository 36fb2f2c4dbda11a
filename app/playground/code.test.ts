import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { code, CODE_WIDTH, declared, generateCode, renderElement, runtimeProps, type ElementDescription } from './code';

function Chart() {
  return null;
}
function Provider() {
  return null;
}

const formatter = (value: number | null) => `${value} mm`;

function rainfallBars(layout: 'vertical' | 'horizontal' | undefined): ElementDescription {
  const months = declared('months', ['Jan', 'Feb', 'Mar']);
  const valueFormatter = declared('valueFormatter', code(formatter, '(value: number | null) => `${value} mm`', '(value) => `${value} mm`'));
  return {
    component: Chart,
    name: 'BarChart',
    from: '@mui/x-charts/BarChart',
    props: {
      xAxis: [{ scaleType: 'band', data: months }],
      series: [{ data: [71, 52, 52], label: "Dublin's rain", valueFormatter }],
      layout,
      height: 300,
      skipAnimation: false,
      hideLegend: true,
    },
  };
}

/** The generated module parses as TypeScript (or JavaScript) without a syntax error. */
function syntaxErrors(source: string, fileName: string): string[] {
  const output = ts.transpileModule(source, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve } });
  return (output.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('generateCode', () => {
  it('writes imports, declarations and the element, TypeScript types only in TypeScript', () => {
    const tsCode = generateCode(rainfallBars('horizontal'), 'TS', 'RainfallBars');
    const jsCode = generateCode(rainfallBars('horizontal'), 'JS', 'RainfallBars');
    expect(tsCode).toContain("import { BarChart } from '@mui/x-charts/BarChart';");
    expect(tsCode).toContain("const months = ['Jan', 'Feb', 'Mar'];");
    expect(tsCode).toContain('const valueFormatter = (value: number | null) => `${value} mm`;');
    expect(jsCode).toContain('const valueFormatter = (value) => `${value} mm`;');
    expect(tsCode).toContain('export default function RainfallBars() {');
    // Shorthand where a declared constant has the property's name; a string prop as an attribute.
    expect(tsCode).toContain("{ data: [71, 52, 52], label: 'Dublin\\'s rain', valueFormatter }");
    expect(tsCode).toContain('layout="horizontal"');
    expect(tsCode).toContain('height={300}');
    expect(tsCode).toContain('skipAnimation={false}');
    expect(tsCode).toMatch(/^\s+hideLegend$/m);
    expect(syntaxErrors(tsCode, 'RainfallBars.tsx')).toEqual([]);
    expect(syntaxErrors(jsCode, 'RainfallBars.jsx')).toEqual([]);
  });

  it('leaves out props whose value is undefined', () => {
    expect(generateCode(rainfallBars(undefined), 'TS', 'RainfallBars')).not.toContain('layout');
  });

  it('keeps every line within the code panel, breaking long literals one item a line', () => {
    const cities = declared(
      'cities',
      ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford', 'Kilkenny', 'Sligo', 'Athlone', 'Drogheda', 'Dundalk'].map((city) => ({
        city,
        country: 'Ireland',
      })),
    );
    const source = generateCode({ component: Chart, name: 'Chart', from: 'charts', props: { dataset: cities } }, 'TS', 'Cities');
    for (const line of source.split('\n')) expect(line.length).toBeLessThanOrEqual(CODE_WIDTH);
    expect(source).toContain("  { city: 'Dublin', country: 'Ireland' },\n");
    expect(syntaxErrors(source, 'Cities.tsx')).toEqual([]);
  });

  it('writes a wrapper around the element, with default and type-only imports', () => {
    const description: ElementDescription = {
      component: Chart,
      name: 'DatePicker',
      from: '@mui/x-date-pickers/DatePicker',
      props: { defaultValue: code(null, "dayjs('2025-06-12')"), label: 'Departure' },
      imports: [
        { name: 'dayjs', from: 'dayjs', isDefault: true },
        { name: 'Dayjs', from: 'dayjs', typeOnly: true },
      ],
      wrapper: { component: Provider, name: 'LocalizationProvider', from: '@mui/x-date-pickers/LocalizationProvider', props: {} },
    };
    const tsCode = generateCode(description, 'TS', 'Departure');
    expect(tsCode).toMatch(
      /^import dayjs from 'dayjs';\nimport type { Dayjs } from 'dayjs';\nimport { LocalizationProvider } from .*\nimport { DatePicker } from /,
    );
    expect(generateCode(description, 'JS', 'Departure')).not.toContain('import type');
    expect(tsCode).toContain(
      '    <LocalizationProvider>\n      <DatePicker defaultValue={dayjs(\'2025-06-12\')} label="Departure" />\n    </LocalizationProvider>',
    );
    expect(syntaxErrors(tsCode, 'Departure.tsx')).toEqual([]);
  });

  it('refuses values it cannot write, and two values under one name', () => {
    const chart = (props: Record<string, unknown>) => generateCode({ component: Chart, name: 'C', from: 'c', props }, 'TS', 'X');
    expect(() => chart({ onClick: () => {} })).toThrow(/wrap it in code/);
    expect(() => chart({ max: Number.POSITIVE_INFINITY })).toThrow(/wrap it in code/);
    expect(() => chart({ a: declared('data', [1]), b: declared('data', [2]) })).toThrow(/declared as "data"/);
    expect(() => declared('not valid', 1)).toThrow(/not a valid constant name/);
  });

  it('quotes strings that would break out of an attribute or a literal', () => {
    const source = generateCode(
      { component: Chart, name: 'C', from: 'c', props: { label: 'a "quoted" <b>', series: [{ label: "it's\nnew" }] } },
      'JS',
      'X',
    );
    expect(source).toContain(`label={'a "quoted" <b>'}`);
    expect(source).toContain(`label: 'it\\'s\\nnew'`);
    expect(syntaxErrors(source, 'X.jsx')).toEqual([]);
  });
});

describe('runtimeProps and renderElement', () => {
  it('give the component the values behind the wrappers, and the wrapper as parent', () => {
    const props = runtimeProps(rainfallBars('vertical').props);
    expect(props.xAxis).toEqual([{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar'] }]);
    expect((props.series as { valueFormatter: unknown }[])[0]?.valueFormatter).toBe(formatter);
    const element = renderElement({ ...rainfallBars(undefined), wrapper: { component: Provider, name: 'P', from: 'p', props: { a: 1 } } });
    expect(element.type).toBe(Provider);
    expect((element.props as { a: number }).a).toBe(1);
  });
});

describe('long lists of values', () => {
  it('are filled line by line within the code panel', () => {
    const values = declared(
      'temperatures',
      [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4, 23.5, 23.4, 22.1, 19.5, 16.6, 14.2],
    );
    const source = generateCode({ component: Chart, name: 'C', from: 'c', props: { data: values } }, 'TS', 'X');
    const declaration = source.slice(source.indexOf('const temperatures'), source.indexOf('];') + 2).split('\n');
    expect(declaration.length).toBe(4);
    for (const line of declaration) expect(line.length).toBeLessThanOrEqual(CODE_WIDTH);
    expect(syntaxErrors(source, 'X.tsx')).toEqual([]);
  });
});
