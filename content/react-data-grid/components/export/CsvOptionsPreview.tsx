import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  useGridApiContext,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Semicolons, and a byte order mark so that spreadsheet apps read "Türkiye"
// as UTF-8. Selected rows, when there are any, are the only rows exported.
const csvOptions: GridCsvExportOptions = {
  fileName: 'airports-2019-2023',
  delimiter: ';',
  utf8WithBom: true,
};

// Lets the toolbar, rendered inside the grid, hand the text to the page.
const PreviewContext = React.createContext<(csv: string) => void>(() => {});

function CsvToolbar() {
  const apiRef = useGridApiContext();
  const showPreview = React.useContext(PreviewContext);

  return (
    <Toolbar>
      <ExportCsv
        render={<Button size="small" startIcon={<FileDownloadIcon />} />}
        options={csvOptions}
        onClick={() => showPreview(apiRef.current.getDataAsCsv(csvOptions))}
      >
        Download CSV
      </ExportCsv>
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

export default function CsvOptionsPreview() {
  const [csv, setCsv] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <PreviewContext.Provider value={setCsv}>
          <DataGrid
            rows={airports}
            columns={columns}
            checkboxSelection
            slots={{ toolbar: CsvToolbar }}
            showToolbar
          />
        </PreviewContext.Provider>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last file written (without its byte order mark):
      </Typography>
      <Box
        component="pre"
        data-testid="csv-preview"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 12, overflowX: 'auto' }}
      >
        {csv || 'Nothing downloaded yet.'}
      </Box>
    </Box>
  );
}
