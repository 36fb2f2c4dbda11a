import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { airports, type Airport } from './airports';

// French texts from the locale, with the gaps filled and two texts reworded.
const localeText: Partial<GridLocaleText> = {
  ...frFR.components.MuiDataGrid.defaultProps.localeText,
  toolbarQuickFilterPlaceholder: 'Chercher un aéroport…',
  // Some keys are functions: they receive the values to put in the sentence.
  paginationDisplayedRows: ({ from, to, count }) =>
    `${from}–${to} sur ${count === -1 ? `plus de ${to}` : count}`,
  footerRowSelected: (count) =>
    count > 1 ? `${count} aéroports sélectionnés` : `${count} aéroport sélectionné`,
};

const passengers = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1 });

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Aéroport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Pays (en anglais)', width: 170 },
  {
    field: 'y2023',
    headerName: 'Passagers 2023 (M)',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => passengers.format(value),
  },
];

export default function LocaleOverrides() {
  return (
    <Box sx={{ height: 420, width: '100%' }} lang="fr">
      <DataGrid
        rows={airports}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        showToolbar
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
