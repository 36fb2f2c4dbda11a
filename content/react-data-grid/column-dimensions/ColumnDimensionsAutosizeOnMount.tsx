import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridAutosizeOptions,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { airports } from './airports';

const columns: GridColDef[] = [
  // Locked against the reader only: autosizing from code still sizes it.
  { field: 'id', headerName: 'IATA', resizable: false },
  { field: 'city', headerName: 'Airport' },
  // Autosizing never goes past maxWidth: long names get an ellipsis.
  { field: 'country', headerName: 'Country', maxWidth: 140 },
  { field: 'y2019', headerName: 'Passengers 2019 (M)', type: 'number' },
  { field: 'y2023', headerName: 'Passengers 2023 (M)', type: 'number' },
];

// Used once on mount, and again each time the reader double-clicks a separator.
const autosizeOptions: GridAutosizeOptions = {
  includeHeaders: true,
  includeOutliers: true,
};

export default function ColumnDimensionsAutosizeOnMount() {
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  // Autosizing reports each column it changed through columnWidthChange.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setWidths((previous) => ({
      ...previous,
      [params.colDef.field]: Math.round(params.width),
    }));
  };

  const report = Object.entries(widths)
    .map(([field, width]) => `${field} ${width} px`)
    .join(', ');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          autosizeOnMount
          autosizeOptions={autosizeOptions}
          onColumnWidthChange={handleWidthChange}
        />
      </Box>
      {/* Two lines kept for the widths, which are known only once the grid has measured its cells. */}
      <Typography variant="body2" sx={{ mt: 1, minHeight: 40 }} data-testid="autosized-widths">
        Widths set by autosizing: {report || 'none yet'}
      </Typography>
    </Box>
  );
}
