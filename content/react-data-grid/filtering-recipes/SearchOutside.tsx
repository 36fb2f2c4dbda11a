import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SearchOutside() {
  const [text, setText] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const search = (value: string) => {
    setText(value);
    // One quick filter value per word; a row must match every word (quickFilterLogicOperator).
    const words = value.split(/\s+/).filter(Boolean);
    setFilterModel((model) => ({ ...model, quickFilterValues: words }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        type="search"
        size="small"
        label="Search airports"
        value={text}
        onChange={(event) => search(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
