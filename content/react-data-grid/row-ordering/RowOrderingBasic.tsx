import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const rows: Track[] = [
  { id: 1, title: 'Pata Pata', artist: 'Miriam Makeba', length: '3:08' },
  { id: 2, title: 'Águas de Março', artist: 'Elis Regina', length: '3:34' },
  { id: 3, title: 'Ue o Muite Arukō', artist: 'Kyu Sakamoto', length: '3:05' },
  { id: 4, title: 'La Vie en rose', artist: 'Édith Piaf', length: '3:07' },
  { id: 5, title: 'Aicha', artist: 'Khaled', length: '4:17' },
  { id: 6, title: 'Dancing Queen', artist: 'ABBA', length: '3:51' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'length', headerName: 'Length', width: 90 },
];

export default function RowOrderingBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering />
    </Box>
  );
}
