import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  airline: string;
  departure: string;
  status: string;
  gate: number;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'LH 2017',
    destination: 'Munich',
    airline: 'Lufthansa',
    departure: '07:15',
    status: 'On time',
    gate: 12,
  },
  {
    id: 2,
    flight: 'BA 903',
    destination: 'London',
    airline: 'British Airways',
    departure: '07:40',
    status: 'Delayed',
    gate: 4,
  },
  {
    id: 3,
    flight: 'AF 1219',
    destination: 'Paris',
    airline: 'Air France',
    departure: '08:05',
    status: 'Boarding',
    gate: 7,
  },
  {
    id: 4,
    flight: 'KL 1772',
    destination: 'Amsterdam',
    airline: 'KLM',
    departure: '08:30',
    status: 'On time',
    gate: 9,
  },
  {
    id: 5,
    flight: 'IB 3151',
    destination: 'Madrid',
    airline: 'Iberia',
    departure: '09:10',
    status: 'Cancelled',
    gate: 15,
  },
  {
    id: 6,
    flight: 'LH 2029',
    destination: 'Munich',
    airline: 'Lufthansa',
    departure: '09:45',
    status: 'Delayed',
    gate: 12,
  },
  {
    id: 7,
    flight: 'SK 676',
    destination: 'Copenhagen',
    airline: 'SAS',
    departure: '10:20',
    status: 'On time',
    gate: 3,
  },
];

// With the operator menu hidden, each header filter uses the first operator.
const containsOnly = getGridStringOperators().filter(
  (operator) => operator.value === 'contains',
);
const equalsOnly = getGridNumericOperators().filter(
  (operator) => operator.value === '=',
);

const columns: GridColDef<Flight>[] = [
  {
    field: 'flight',
    headerName: 'Flight',
    width: 110,
    filterOperators: containsOnly,
  },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 140,
    filterOperators: containsOnly,
  },
  {
    field: 'airline',
    headerName: 'Airline',
    width: 150,
    filterOperators: containsOnly,
  },
  // No filter input for this column.
  { field: 'departure', headerName: 'Departs', width: 100, filterable: false },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Boarding', 'Delayed', 'Cancelled'],
    width: 140,
  },
  {
    field: 'gate',
    headerName: 'Gate',
    type: 'number',
    width: 100,
    filterOperators: equalsOnly,
  },
];

export default function HeaderFiltersSimple() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterMenu: null }}
        disableColumnFilter
      />
    </Box>
  );
}
