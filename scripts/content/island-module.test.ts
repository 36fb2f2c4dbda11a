import { describe, expect, it } from 'vitest';
import { islandModuleSource, valueImports } from './island-module';

describe('valueImports', () => {
  it('reads default, namespace, named and side-effect imports', () => {
    const javascript = [
      "import * as React from 'react';",
      "import Box from '@mui/material/Box';",
      "import dayjs, { isDayjs } from 'dayjs';",
      "import { DataGrid as Grid, useGridApiRef } from '@mui/x-data-grid';",
      "import 'dayjs/locale/de.js';",
      'export default function Demo() { return null; }',
    ].join('\n');
    expect(valueImports(javascript)).toEqual([
      { specifier: 'react', namespaceName: 'React', named: [] },
      { specifier: '@mui/material/Box', defaultName: 'Box', named: [] },
      { specifier: 'dayjs', defaultName: 'dayjs', named: [{ imported: 'isDayjs', local: 'isDayjs' }] },
      {
        specifier: '@mui/x-data-grid',
        named: [
          { imported: 'DataGrid', local: 'Grid' },
          { imported: 'useGridApiRef', local: 'useGridApiRef' },
        ],
      },
      { specifier: 'dayjs/locale/de.js', named: [] },
    ]);
  });
});

describe('islandModuleSource', () => {
  it('re-exports the demo and gathers its bindings by specifier, local files resolved from the island folder', () => {
    const source = islandModuleSource({
      demoFile: '/repo/content/react-charts/bars/Rain.tsx',
      moduleDir: '/repo/app/.generated/islands',
      javascript: "import * as React from 'react';\nimport dayjs, { isDayjs } from 'dayjs';\nimport { rain } from './rain-data';\nimport './rain.css';\n",
      sourceLabel: 'content/react-charts/bars/Rain.tsx',
    });
    expect(source).toContain('import Demo from "../../../content/react-charts/bars/Rain";');
    expect(source).toContain('import * as i0 from "react";');
    expect(source).toContain('import i1, { isDayjs as i1_isDayjs } from "dayjs";');
    expect(source).toContain('import { rain as i2_rain } from "../../../content/react-charts/bars/rain-data";');
    expect(source).not.toContain('import "./rain.css"');
    expect(source).toContain('export default Demo;');
    expect(source).toContain(
      [
        'export const editScope: Record<string, Record<string, unknown>> = {',
        '  "react": i0,',
        '  "dayjs": { default: i1, "isDayjs": i1_isDayjs },',
        '  "./rain-data": { "rain": i2_rain },',
        '  "./rain.css": {},',
        '};',
      ].join('\n'),
    );
  });
});
