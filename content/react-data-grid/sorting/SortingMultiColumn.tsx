import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Runner {
  id: number;
  name: string;
  club: string;
  category: string;
  minutes: number;
}

const rows: Runner[] = [
  {
    id: 1,
    name: 'Aisha Bello',
    club: 'Harbour Harriers',
    category: 'F35',
    minutes: 41,
  },
  { id: 2, name: 'Tomás Ruiz', club: 'Northside AC', category: 'M40', minutes: 38 },
  { id: 3, name: 'Mei Lin', club: 'Harbour Harriers', category: 'F35', minutes: 44 },
  {
    id: 4,
    name: 'Oskar Berg',
    club: 'Valley Striders',
    category: 'M40',
    minutes: 36,
  },
  {
    id: 5,
    name: 'Grace Mwangi',
    club: 'Northside AC',
    category: 'F35',
    minutes: 39,
  },
  {
    id: 6,
    name: 'Luca Moretti',
    club: 'Valley Striders',
    category: 'M50',
    minutes: 43,
  },
  {
    id: 7,
    name: 'Ingrid Sørensen',
    club: 'Northside AC',
    category: 'F50',
    minutes: 47,
  },
  {
    id: 8,
    name: 'Daniel Cohen',
    club: 'Harbour Harriers',
    category: 'M50',
    minutes: 40,
  },
];

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 160 },
  { field: 'club', headerName: 'Club', width: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

export default function SortingMultiColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'category', sort: 'asc' },
              { field: 'minutes', sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
