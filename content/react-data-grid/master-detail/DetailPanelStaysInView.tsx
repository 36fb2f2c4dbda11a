import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// As wide as the visible part of the grid, and stuck to its left edge:
// scrolling the columns sideways leaves the panel's content where it is.
function TrafficNote({ row }: { row: Airport }) {
  const apiRef = useGridApiContext();
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Box
      sx={{
        position: 'sticky',
        left: 0,
        width: viewportInnerSize.width,
        boxSizing: 'border-box',
        px: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2">
        {row.city} ({row.country}) handled {row.y2023.toFixed(1)} million passengers in
        2023, against {row.y2019.toFixed(1)} million in 2019. Scroll the columns sideways: this
        text stays where it is.
      </Typography>
    </Box>
  );
}

const millions = (value: number) => value.toFixed(1);

// Wider than most screens, so the grid scrolls sideways.
const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 120 },
  { field: 'city', headerName: 'Airport', width: 240 },
  { field: 'country', headerName: 'Country', width: 240 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 180, valueFormatter: millions },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 180, valueFormatter: millions },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 180,
    valueGetter: (_value, row) => ((row.y2023 - row.y2019) / row.y2019) * 100,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`,
  },
];

export default function DetailPanelStaysInView() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Airport>) => <TrafficNote row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // The panel element scrolls its own overflow by default, which would make it
        // the box a sticky child sticks to. Let the grid's scroller play that part.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
      />
    </Box>
  );
}
