import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface SupportRow {
  id: number;
  kind: 'Peer dependency' | 'Runtime' | 'Browser';
  name: string;
  versions: string;
}

const rows: SupportRow[] = [
  { id: 1, kind: 'Peer dependency', name: 'react', versions: '17, 18 or 19' },
  { id: 2, kind: 'Peer dependency', name: 'react-dom', versions: '17, 18 or 19' },
  {
    id: 3,
    kind: 'Peer dependency',
    name: '@mui/material',
    versions: '5.15.14+, 6 or 7',
  },
  {
    id: 4,
    kind: 'Peer dependency',
    name: '@mui/system',
    versions: '5.15.14+, 6 or 7',
  },
  { id: 5, kind: 'Peer dependency', name: '@emotion/react', versions: '11.9.0+' },
  { id: 6, kind: 'Peer dependency', name: '@emotion/styled', versions: '11.8.1+' },
  { id: 7, kind: 'Runtime', name: 'Node.js', versions: '14+' },
  { id: 8, kind: 'Browser', name: 'Chrome', versions: '109+' },
  { id: 9, kind: 'Browser', name: 'Edge', versions: '121+' },
  { id: 10, kind: 'Browser', name: 'Firefox', versions: '115+' },
  { id: 11, kind: 'Browser', name: 'Safari on macOS', versions: '15.4+' },
  { id: 12, kind: 'Browser', name: 'Safari on iOS', versions: '15.4+' },
];

const columns: GridColDef<SupportRow>[] = [
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: ['Peer dependency', 'Runtime', 'Browser'],
    width: 160,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'versions', headerName: 'Supported versions', width: 180 },
];

export default function SupportedVersions() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        showToolbar
      />
    </Box>
  );
}
