import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

interface Store {
  id: number;
  name: string;
  city: string;
  country: string;
  manager: string;
}

const rows: Store[] = [
  {
    id: 1,
    name: 'Harbour Street',
    city: 'Malmö',
    country: 'Sweden',
    manager: 'Elin Berg',
  },
  {
    id: 2,
    name: 'Avenida Paulista',
    city: 'São Paulo',
    country: 'Brazil',
    manager: 'Rafael Lima',
  },
  {
    id: 3,
    name: 'Old Town',
    city: 'Kraków',
    country: 'Poland',
    manager: 'Marta Nowak',
  },
  {
    id: 4,
    name: 'Rua Augusta',
    city: 'Lisbon',
    country: 'Portugal',
    manager: 'Inês Sousa',
  },
  {
    id: 5,
    name: 'Möllevången',
    city: 'Malmö',
    country: 'Sweden',
    manager: 'Jonas Ek',
  },
  {
    id: 6,
    name: 'Vila Madalena',
    city: 'São Paulo',
    country: 'Brazil',
    manager: 'Lucas Ferreira',
  },
  {
    id: 7,
    name: 'Kazimierz',
    city: 'Kraków',
    country: 'Poland',
    manager: 'Piotr Zieliński',
  },
];

const columns: GridColDef<Store>[] = [
  { field: 'name', headerName: 'Store', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'manager',
    headerName: 'Manager',
    width: 160,
    // Leave this column out of the quick filter: no test for any value.
    getApplyQuickFilterFn: () => null,
  },
];

// "malmo, sao paulo" becomes two values: ['malmo', 'sao paulo'].
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        ignoreDiacritics
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['malmo', 'sao paulo'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
