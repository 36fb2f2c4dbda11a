import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Hut {
  id: number;
  name: string;
  range: string;
  country: string;
  altitude: number;
  beds: number;
}

const rows: Hut[] = [
  {
    id: 1,
    name: 'Capanna Regina Margherita',
    range: 'Pennine Alps',
    country: 'Italy',
    altitude: 4554,
    beds: 70,
  },
  {
    id: 2,
    name: 'Solvay Hut',
    range: 'Pennine Alps',
    country: 'Switzerland',
    altitude: 4003,
    beds: 10,
  },
  {
    id: 3,
    name: 'Refuge du Goûter',
    range: 'Mont Blanc massif',
    country: 'France',
    altitude: 3835,
    beds: 120,
  },
  {
    id: 4,
    name: 'Gnifetti Hut',
    range: 'Pennine Alps',
    country: 'Italy',
    altitude: 3647,
    beds: 176,
  },
  {
    id: 5,
    name: 'Refuge des Cosmiques',
    range: 'Mont Blanc massif',
    country: 'France',
    altitude: 3613,
    beds: 148,
  },
  {
    id: 6,
    name: 'Erzherzog-Johann-Hütte',
    range: 'Glockner Group',
    country: 'Austria',
    altitude: 3454,
    beds: 70,
  },
  {
    id: 7,
    name: 'Rifugio Torino',
    range: 'Mont Blanc massif',
    country: 'Italy',
    altitude: 3375,
    beds: 80,
  },
  {
    id: 8,
    name: 'Hörnli Hut',
    range: 'Pennine Alps',
    country: 'Switzerland',
    altitude: 3260,
    beds: 130,
  },
  {
    id: 9,
    name: 'Refuge de Tête Rousse',
    range: 'Mont Blanc massif',
    country: 'France',
    altitude: 3167,
    beds: 74,
  },
  {
    id: 10,
    name: 'Monte Rosa Hut',
    range: 'Pennine Alps',
    country: 'Switzerland',
    altitude: 2883,
    beds: 120,
  },
  {
    id: 11,
    name: 'Stüdlhütte',
    range: 'Glockner Group',
    country: 'Austria',
    altitude: 2802,
    beds: 60,
  },
  {
    id: 12,
    name: 'Rifugio Lagazuoi',
    range: 'Dolomites',
    country: 'Italy',
    altitude: 2752,
    beds: 74,
  },
  {
    id: 13,
    name: 'Kürsinger Hütte',
    range: 'Venediger Group',
    country: 'Austria',
    altitude: 2558,
    beds: 150,
  },
  {
    id: 14,
    name: 'Olpererhütte',
    range: 'Zillertal Alps',
    country: 'Austria',
    altitude: 2389,
    beds: 60,
  },
  {
    id: 15,
    name: 'Refugio de Góriz',
    range: 'Pyrenees',
    country: 'Spain',
    altitude: 2200,
    beds: 96,
  },
  {
    id: 16,
    name: 'Franz-Senn-Hütte',
    range: 'Stubai Alps',
    country: 'Austria',
    altitude: 2147,
    beds: 170,
  },
  {
    id: 17,
    name: 'Berliner Hütte',
    range: 'Zillertal Alps',
    country: 'Austria',
    altitude: 2044,
    beds: 180,
  },
  {
    id: 18,
    name: 'Lamsenjochhütte',
    range: 'Karwendel',
    country: 'Austria',
    altitude: 1953,
    beds: 110,
  },
];

const columns: GridColDef<Hut>[] = [
  { field: 'name', headerName: 'Hut', flex: 1, minWidth: 190 },
  { field: 'range', headerName: 'Range', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'altitude', headerName: 'Altitude (m)', type: 'number', width: 120 },
  { field: 'beds', headerName: 'Beds', type: 'number', width: 80 },
];

const initialPaginationModel: GridPaginationModel = { page: 0, pageSize: 5 };

export default function PaginationInitialState() {
  // The grid owns the pagination model; this copy only mirrors it for display.
  const [seenModel, setSeenModel] = React.useState<GridPaginationModel>(
    initialPaginationModel,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: initialPaginationModel } }}
          onPaginationModelChange={(model) => setSeenModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last pagination model reported by the grid
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {JSON.stringify(seenModel, null, 2)}
      </Box>
    </Box>
  );
}
