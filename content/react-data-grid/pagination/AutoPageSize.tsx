import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

export default function AutoPageSize() {
  const [boxHeight, setBoxHeight] = React.useState(340);
  // The grid picks the page size; this copy only shows what it picked.
  const [pageSize, setPageSize] = React.useState<number | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Height of the grid"
        value={boxHeight}
        onChange={(_event, value: number | null) => {
          if (value !== null) setBoxHeight(value);
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value={340}>340 px</ToggleButton>
        <ToggleButton value={500}>500 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: boxHeight }}>
        <DataGrid
          rows={skyscrapers}
          columns={columns}
          autoPageSize
          onPaginationModelChange={(model) => setPageSize(model.pageSize)}
        />
      </Box>
      <Typography variant="body2" data-testid="auto-page-size" sx={{ mt: 1 }}>
        Rows per page: {pageSize ?? 'not measured yet'}
      </Typography>
    </Box>
  );
}
