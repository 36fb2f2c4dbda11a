import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  type GridColDef,
  type GridPinnedColumnFields,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', width: 200 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 180 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
];

// Return an element: the toggle stays disabled for plain strings.
// Sticky at the left edge, so the text stays in view when the columns scroll.
const getDetailPanelContent = ({ row }: GridRowParams<Skyscraper>) => (
  <Box sx={{ position: 'sticky', left: 0, width: 'fit-content', px: 2, py: 1.5 }}>
    <Typography variant="body2">
      {row.name}, {row.city}: {row.height} m over {row.floors} floors, or{' '}
      {(row.height / row.floors).toFixed(2)} m per floor on average.
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function ColumnPinningDetailPanel() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: [GRID_DETAIL_PANEL_TOGGLE_FIELD, 'name'],
  });
  const left = pinnedColumns.left ?? [];
  const toggleIsPinned = left.includes(GRID_DETAIL_PANEL_TOGGLE_FIELD);

  const setToggleIsPinned = (pin: boolean) => {
    const others = left.filter((field) => field !== GRID_DETAIL_PANEL_TOGGLE_FIELD);
    setPinnedColumns({
      ...pinnedColumns,
      // First in the array, so the toggle stays at the very left edge.
      left: pin ? [GRID_DETAIL_PANEL_TOGGLE_FIELD, ...others] : others,
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={toggleIsPinned}
            onChange={(event) => setToggleIsPinned(event.target.checked)}
          />
        }
        label="Pin the expand column"
      />
      <Box sx={{ height: 400, width: '100%', maxWidth: 600 }}>
        <DataGridPro
          rows={skyscrapers}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          // Lets the panel's content stick to the scrolling area instead of the panel.
          sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
        />
      </Box>
      <Typography variant="body2" data-testid="pinned-left">
        Pinned left: {left.join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
