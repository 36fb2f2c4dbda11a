import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { skyscrapers } from './skyscrapers';

interface Tower {
  id: number;
  name: string;
  city: string;
  status: 'Completed' | 'Under construction';
  completed: number | null;
}

// Five of CTBUH's ten tallest, plus Jeddah Tower, which CTBUH lists as under construction.
const initialRows: Tower[] = [
  ...skyscrapers.slice(0, 5).map(
    ({ id, name, city, completed }): Tower => ({ id, name, city, status: 'Completed', completed }),
  ),
  { id: 11, name: 'Jeddah Tower', city: 'Jeddah', status: 'Under construction', completed: null },
];

const columns: GridColDef<Tower>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Completed', 'Under construction'],
    width: 180,
    editable: true,
  },
  {
    field: 'completed',
    headerName: 'Year completed',
    type: 'number',
    width: 140,
    editable: true,
    // A year, not an amount: no thousands separator.
    valueFormatter: (value) => (value == null ? '' : String(value)),
    // Required only while the status being edited is Completed. The grid runs this again when
    // the status changes, so the error follows the select.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const status = params.otherFieldsProps?.status?.value;
      const year = params.props.value;
      const missing = year === null || year === undefined || Number.isNaN(year);
      return { ...params.props, error: status === 'Completed' && missing };
    },
  },
];

export default function ConditionalRequired() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .Mui-error': {
          bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.error.main, 0.12),
          color: 'error.main',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={(newRow) => {
          setRows((list) => list.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
