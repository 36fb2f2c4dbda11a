import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { skyscrapers } from './skyscrapers';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 110,
    minWidth: 90,
  },
];

const requests = [
  { field: 'city', label: 'City', width: 220 },
  { field: 'height', label: 'Height (m)', width: 40 }, // below its minWidth
  { field: 'name', label: 'Building', width: 300 }, // a flex column
];

export default function ColumnDimensionsSetWidth() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('No width set yet');

  // Fires for setColumnWidth() as it does when a reader finishes a resize.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    const column = apiRef.current?.getColumn(params.colDef.field);
    setReport(
      `${params.colDef.headerName}: requested ${params.width} px, ` +
        `drawn ${Math.round(column?.computedWidth ?? 0)} px`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        {requests.map(({ field, label, width }) => (
          <Button
            key={field}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.setColumnWidth(field, width)}
          >
            {`${label} to ${width} px`}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={skyscrapers}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="width-report">
        {report}
      </Typography>
    </Box>
  );
}
