import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const layouts: { label: string; model: GridPivotModel }[] = [
  {
    label: '2023 by country',
    model: {
      rows: [{ field: 'country' }],
      columns: [],
      values: [{ field: 'y2023', aggFunc: 'sum' }],
    },
  },
  {
    label: '2019 and 2023 by country',
    model: {
      rows: [{ field: 'country' }],
      columns: [],
      values: [
        { field: 'y2019', aggFunc: 'sum' },
        { field: 'y2023', aggFunc: 'sum' },
      ],
    },
  },
];

// An empty pivot is a blank page: offer ready layouts next to the panel.
function PivotStarter() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', px: 2, textAlign: 'center' }}>
        <PivotTableChartIcon color="action" />
        <Typography component="p" variant="body2">
          Start from a layout, or drag fields in the pivot panel.
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {layouts.map(({ label, model }) => (
            <Button
              key={label}
              size="small"
              variant="outlined"
              onClick={() => apiRef.current.setPivotModel(model)}
            >
              {label}
            </Button>
          ))}
          <Button size="small" onClick={() => apiRef.current.setPivotPanelOpen(true)}>
            Open the panel
          </Button>
        </Stack>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const emptyModel: GridPivotModel = { rows: [], columns: [], values: [] };

export default function EmptyPivotOverlay() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(emptyModel);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" onClick={() => setPivotModel(emptyModel)}>
          Empty the pivot model
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={airports}
          columns={columns}
          showToolbar
          // Pivot mode is on from the start, with no field in its rows yet.
          initialState={{ pivoting: { enabled: true } }}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          slots={{ emptyPivotOverlay: PivotStarter }}
        />
      </Box>
    </Stack>
  );
}
