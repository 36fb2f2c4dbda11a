import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Two plain buttons instead of the toolbar's export menu, each with its own options.
function ExportToolbar() {
  return (
    <Toolbar style={{ gap: 8, justifyContent: 'flex-start' }}>
      <ExportCsv
        render={<Button size="small" variant="outlined" />}
        options={{ fileName: 'busiest-airports-2023', fields: ['id', 'city', 'y2023'] }}
      >
        Download CSV
      </ExportCsv>
      <ExportPrint render={<Button size="small" variant="outlined" />} options={{ hideFooter: true }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ExportButtons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ toolbar: ExportToolbar }}
        showToolbar
        // Print copies the rows the grid has rendered: render them all, or the last ones are missing.
        disableVirtualization
      />
    </Box>
  );
}
