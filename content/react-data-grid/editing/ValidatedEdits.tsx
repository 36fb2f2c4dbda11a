import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// Stands in for a request to your server; here it answers after 300 ms.
function isNameTaken(name: string, id: number): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const taken = skyscrapers.some(
        (building) => building.id !== id && building.name.toLowerCase() === name.trim().toLowerCase(),
      );
      resolve(taken);
    }, 300);
  });
}

const columns: GridColDef<Skyscraper>[] = [
  {
    field: 'name',
    headerName: 'Building',
    flex: 1,
    minWidth: 180,
    editable: true,
    // A promise: the cell waits for the answer before it can be saved.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      const value = String(params.props.value ?? '');
      const error = value.trim() === '' || (await isNameTaken(value, Number(params.id)));
      return { ...params.props, error };
    },
  },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 120,
    editable: true,
    // Synchronous: the check runs on every keystroke.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const height = Number(params.props.value);
      return { ...params.props, error: !(height > 0 && height < 1000) };
    },
  },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
];

export default function ValidatedEdits() {
  const [rows, setRows] = React.useState(skyscrapers);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" color="text.secondary">
        A name must be unique and not empty; a height between 1 and 999 m. Enter on an invalid
        value keeps the cell open.
      </Typography>
      <Box
        sx={{
          height: 360,
          '& .Mui-error': {
            bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.error.main, 0.12),
            color: 'error.main',
          },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow) => {
            setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </Box>
    </Stack>
  );
}
