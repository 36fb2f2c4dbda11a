import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  // The toggle column, moved to the end and given a header and a wider cell.
  // A click on the cell's content, or Space, toggles the panel.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Figures',
    // The default header is empty, with the name only as an aria-label.
    renderHeader: ({ colDef }) => colDef.headerName,
    width: 110,
    renderCell: (params) => <ToggleCell {...params} />,
  },
];

// Reads the open panels from the grid's state: opening a panel doesn't re-render
// the cell, so its `value` would lag behind.
function ToggleCell({ id }: GridRenderCellParams<Airport>) {
  const apiRef = useGridApiContext();
  const isOpen = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', cursor: 'pointer' }}>
      <ExpandMore
        fontSize="small"
        sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
      />
      <span>{isOpen ? 'Hide' : 'Show'}</span>
    </Stack>
  );
}

function Figures({ row }: { row: Airport }) {
  const change = ((row.y2023 - row.y2019) / row.y2019) * 100;
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        {row.y2019} million passengers in 2019, {row.y2023} million in 2023 (
        {change >= 0 ? '+' : ''}
        {change.toFixed(1)}%).
      </Typography>
    </Box>
  );
}

export default function DetailToggleAtEnd() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Airport>) => <Figures row={row} />,
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
      />
    </Box>
  );
}
