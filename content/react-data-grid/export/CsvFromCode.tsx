import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function CsvFromCode() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}
        >
          Show as CSV
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsCsv({ fileName: 'airports-2023' })
          }
        >
          Download CSV
        </Button>
      </Stack>
      <div style={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} hideFooter />
      </div>
      <pre role="region" aria-label="CSV from getDataAsCsv" tabIndex={0} style={{ fontSize: 12, minHeight: 40 }}>
        {csv}
      </pre>
    </Stack>
  );
}
