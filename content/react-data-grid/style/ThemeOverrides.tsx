import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Every grid under this provider gets these styles: the place for an app-wide look.
const withGridStyles = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      ...outer.components?.MuiDataGrid,
      defaultProps: { ...outer.components?.MuiDataGrid?.defaultProps, density: 'compact' },
      styleOverrides: {
        root: { border: 'none' },
        // CSS variables when the theme has them, so that the border follows dark mode.
        columnHeaders: { borderBottom: `2px solid ${(outer.vars ?? outer).palette.text.primary}` },
        columnHeaderTitle: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12 },
        cell: { borderTop: 'none' },
      },
    },
  },
});

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridStyles}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={airports} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
