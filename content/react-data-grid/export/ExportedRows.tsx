import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ExportedRows() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1}>
      <div style={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          checkboxSelection
          showToolbar
          hideFooter
        />
      </div>
      <Button
        sx={{ alignSelf: 'flex-start' }}
        variant="outlined"
        onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}
      >
        Show what a CSV export would hold
      </Button>
      <pre role="region" aria-label="CSV of the rows chosen for export" tabIndex={0} style={{ fontSize: 12, margin: 0, minHeight: '3em' }}>
        {csv}
      </pre>
    </Stack>
  );
}
