import { describe, expect, it } from 'vitest';
import { DemoSyntaxError, transpileDemo } from './transpile';

const DEMO = `import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Airport } from './airports';
import { airports } from './airports';
import './grid.css';

const columns: GridColDef<Airport>[] = [{ field: 'code' }];

export default function Airports() {
  const [page] = React.useState<number>(0);
  return <DataGrid rows={airports} columns={columns} />;
}
`;

describe('transpileDemo', () => {
  it('lists the run-time imports, without type-only ones, each once', () => {
    const { imports } = transpileDemo(DEMO, 'TS');
    expect(imports).toEqual(['react/jsx-runtime', 'react', '@mui/x-data-grid', './airports', './grid.css']);
  });

  it('keeps every statement on its source line, so errors point at the editor line', () => {
    const { code } = transpileDemo(DEMO, 'TS');
    const lines = code.split('\n');
    expect(lines[9]).toContain('React.useState(0)');
    expect(lines[10]).toContain('_xdatagrid.DataGrid');
  });

  it('reports a syntax error with its 1-based line and column', () => {
    const broken = 'const a = 1;\nconst b = <div>;\n';
    expect(() => transpileDemo(broken, 'JS')).toThrow(DemoSyntaxError);
    try {
      transpileDemo(broken, 'JS');
    } catch (error) {
      expect(error).toMatchObject({ line: 2 });
      expect((error as DemoSyntaxError).message).not.toMatch(/\(\d+:\d+\)$/);
    }
  });

  it('reads JavaScript without TypeScript syntax', () => {
    expect(() => transpileDemo('const n: number = 1;', 'JS')).toThrow(DemoSyntaxError);
    expect(transpileDemo('const n: number = 1;', 'TS').code).toContain('const n = 1;');
  });
});
