import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// The grid reads its backgrounds from palette.DataGrid: bg, headerBg and pinnedBg. With CSS
// variables, as on this site, it reads them from theme.vars, so they may be CSS themselves:
// mixes of the page's own variables, which change with light and dark mode.
const withGridBackgrounds = (outer: Theme): Theme => {
  if (!outer.vars) {
    return outer;
  }
  const { palette } = outer.vars;
  const tint = (percent: number) =>
    `color-mix(in srgb, ${palette.primary.main} ${percent}%, ${palette.background.default})`;
  return {
    ...outer,
    vars: {
      ...outer.vars,
      palette: { ...palette, DataGrid: { bg: tint(4), headerBg: tint(16), pinnedBg: tint(9) } },
    },
  };
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', width: 170 },
  { field: 'country', headerName: 'Country', width: 180 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function GridBackgrounds() {
  return (
    <ThemeProvider theme={withGridBackgrounds}>
      <Box sx={{ height: 400, width: '100%', maxWidth: 520 }}>
        <DataGridPro
          rows={airports}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['id'], right: ['y2023'] } }}
        />
      </Box>
    </ThemeProvider>
  );
}
