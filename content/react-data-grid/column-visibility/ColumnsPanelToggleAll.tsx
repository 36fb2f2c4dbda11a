import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150, hideable: false },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  {
    field: 'change',
    headerName: 'Change 2019–23',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => Math.round((row.y2023 / row.y2019 - 1) * 1000) / 10,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}%`,
  },
];

type ShowHideAll = 'all' | 'filteredOnly' | 'removed';

export default function ColumnsPanelToggleAll() {
  const [showHideAll, setShowHideAll] = React.useState<ShowHideAll>('filteredOnly');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={showHideAll}
        onChange={(_event, value: ShowHideAll | null) => value && setShowHideAll(value)}
        aria-label="Show/Hide All acts on"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">Every column</ToggleButton>
        <ToggleButton value="filteredOnly">Search results</ToggleButton>
        <ToggleButton value="removed">No checkbox</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          showToolbar
          slotProps={{
            columnsManagement: {
              toggleAllMode: showHideAll === 'removed' ? undefined : showHideAll,
              disableShowHideToggle: showHideAll === 'removed',
              // Focus the first checkbox instead of the search field, so that opening
              // the panel on a phone does not bring up the keyboard.
              autoFocusSearchField: false,
            },
          }}
        />
      </Box>
    </Box>
  );
}
