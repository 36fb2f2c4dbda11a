import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface OptOut {
  id: number;
  method: string;
  example: string;
  where: string;
}

const rows: OptOut[] = [
  {
    id: 1,
    method: 'Settings call',
    example: 'muiXTelemetrySettings.disableTelemetry()',
    where: 'Entry file; overrides every other setting',
  },
  {
    id: 2,
    method: 'Global flag',
    example: 'globalThis.__MUI_X_TELEMETRY_DISABLED__ = true',
    where: 'Entry file, before the first Pro component renders',
  },
  {
    id: 3,
    method: 'Environment variable',
    example: 'MUI_X_TELEMETRY_DISABLED=true',
    where: 'Build environment, when process.env reaches the browser',
  },
  {
    id: 4,
    method: 'Next.js variable',
    example: 'NEXT_PUBLIC_MUI_X_TELEMETRY_DISABLED=true',
    where: '.env file of a Next.js app',
  },
  {
    id: 5,
    method: 'Create React App variable',
    example: 'REACT_APP_MUI_X_TELEMETRY_DISABLED=true',
    where: '.env file of a Create React App project',
  },
  {
    id: 6,
    method: 'Gatsby variable',
    example: 'GATSBY_MUI_X_TELEMETRY_DISABLED=true',
    where: '.env file of a Gatsby site',
  },
  {
    id: 7,
    method: 'Production build',
    example: 'NODE_ENV=production',
    where: 'Nothing is ever sent from a production build',
  },
];

const columns: GridColDef<OptOut>[] = [
  { field: 'method', headerName: 'Method', width: 200 },
  {
    field: 'example',
    headerName: 'Example',
    flex: 1,
    minWidth: 320,
    renderCell: (params: GridRenderCellParams<OptOut, string>) => (
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
        {params.value}
      </Box>
    ),
  },
  { field: 'where', headerName: 'Notes', width: 300 },
];

export default function TelemetryOptOuts() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
