import { describe, expect, it } from 'vitest';
import { gridRootSxOf } from './grid-root-sx';

describe('gridRootSxOf', () => {
  it('reads the literal `sx` of each grid element, of every plan, in source order', () => {
    const source = `
      import { DataGrid } from '@mui/x-data-grid';
      import { DataGridPremium as Grid } from '@mui/x-data-grid-premium';
      export default function Demo() {
        return (
          <>
            <DataGrid rows={[]} columns={[]} sx={{ '& .MuiDataGrid-cell': { fontSize: 13, px: -1 }, border: 0, m: [1, 2] }} />
            <Grid rows={[]} columns={[]} sx={{ boxShadow: 'none', '--x': null, dense: true }}>{null}</Grid>
          </>
        );
      }`;
    expect(gridRootSxOf(source)).toEqual([
      { '& .MuiDataGrid-cell': { fontSize: 13, px: -1 }, border: 0, m: [1, 2] },
      { boxShadow: 'none', '--x': null, dense: true },
    ]);
  });

  it('leaves out an `sx` that is not plain data', () => {
    const source = `
      import { DataGridPro } from '@mui/x-data-grid-pro';
      const border = 0;
      export default () => (
        <>
          <DataGridPro sx={{ border }} />
          <DataGridPro sx={(theme) => ({ color: theme.palette.primary.main })} />
          <DataGridPro sx={{ ...base, m: 1 }} />
          <DataGridPro sx={{ [key]: 1 }} />
          <DataGridPro sx={{ m: \`\${1}px\` }} />
        </>
      );`;
    expect(gridRootSxOf(source)).toEqual([]);
  });

  it('reads no element but a grid imported from the grid’s packages', () => {
    const source = `
      import Box from '@mui/material/Box';
      import { DataGrid } from './local-grid';
      export default () => <Box sx={{ m: 1 }}><DataGrid sx={{ m: 2 }} /></Box>;`;
    expect(gridRootSxOf(source)).toEqual([]);
  });
});
