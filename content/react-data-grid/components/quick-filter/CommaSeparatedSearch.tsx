import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// "Los Angeles, London Heathrow" is two values, each of several words.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const formatCommaList = (values: unknown[]) => values.join(', ');

function CommaToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseCommaList} formatter={formatCommaList} expanded>
        {/* Rendered here so that the ref reaches the input (see the pitfalls below). */}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField {...controlProps} inputRef={ref} placeholder="Cities, separated by commas" size="small" fullWidth />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function CommaSeparatedSearch() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ toolbar: CommaToolbar }}
        showToolbar
        // A row matches when it matches any of the values, not all of them.
        initialState={{
          filter: { filterModel: { items: [], quickFilterLogicOperator: GridLogicOperator.Or } },
        }}
      />
    </Box>
  );
}
