import { describe, expect, it } from 'vitest';
import { tsToJs } from './ts-to-js';

const source = `import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';

interface Row {
  id: number;
  name: string;
}

// The columns are defined once, outside the component.
const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];

export default function Demo() {
  const [count, setCount] = React.useState<number>(0);
  const sx = (theme: Theme) => ({ padding: theme.spacing(1) });

  return (
    <div>
      <button onClick={() => setCount((value) => value + 1)}>Clicked {count} times</button>
      <DataGrid rows={[] as Row[]} columns={columns} />
    </div>
  );
}
`;

describe('tsToJs', () => {
  it('removes types and type-only imports', async () => {
    const js = await tsToJs(source);
    expect(js).not.toMatch(/interface|GridColDef|Theme|: number|<number>|as Row/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('React.useState(0)');
    expect(js).toContain('const sx = (theme) => ({ padding: theme.spacing(1) });');
  });

  it('keeps JSX, comments and the blank lines between statements', async () => {
    const js = await tsToJs(source);
    expect(js).toContain('// The columns are defined once, outside the component.');
    expect(js).toContain('<DataGrid rows={[]} columns={columns} />');
    expect(js).toContain("const columns = [{ field: 'name', headerName: 'Name' }];\n\nexport default function Demo() {");
    expect(js).toMatch(/\n\n {2}return \(\n {4}<div>/);
    expect(js).not.toMatch(/\n\n\n/);
  });

  it('rejects code that is not valid TypeScript', async () => {
    await expect(tsToJs('const = ;')).rejects.toThrow();
  });
});
