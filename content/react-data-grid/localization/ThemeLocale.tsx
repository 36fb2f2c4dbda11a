import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Flughafen', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019 (Mio.)', type: 'number', width: 120 },
  { field: 'y2023', headerName: '2023 (Mio.)', type: 'number', width: 120 },
];

// Adds the German grid texts to the page's theme, keeping the grid defaults
// the page already sets. In an app you would rather build your theme once
// with createTheme(yourOptions, deDE).
const withGermanGrid = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      ...outer.components?.MuiDataGrid,
      defaultProps: {
        ...outer.components?.MuiDataGrid?.defaultProps,
        ...deDE.components.MuiDataGrid.defaultProps,
      },
    },
  },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={withGermanGrid}>
      <Box sx={{ height: 360, width: '100%' }} lang="de">
        {/* No localeText here: every grid under the provider speaks German. */}
        <DataGrid rows={airports} columns={columns} showToolbar />
      </Box>
    </ThemeProvider>
  );
}
