import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Car {
  id: number;
  model: string;
  year: number;
  fuel: string;
  mileage: number;
  price: number;
}

const rows: Car[] = [
  {
    id: 1,
    model: 'Toyota Corolla',
    year: 2019,
    fuel: 'Hybrid',
    mileage: 61000,
    price: 17900,
  },
  {
    id: 2,
    model: 'Volkswagen Golf',
    year: 2017,
    fuel: 'Petrol',
    mileage: 88000,
    price: 12500,
  },
  {
    id: 3,
    model: 'Tesla Model 3',
    year: 2021,
    fuel: 'Electric',
    mileage: 42000,
    price: 29900,
  },
  {
    id: 4,
    model: 'Renault Zoe',
    year: 2020,
    fuel: 'Electric',
    mileage: 35000,
    price: 14200,
  },
  {
    id: 5,
    model: 'Ford Focus',
    year: 2016,
    fuel: 'Diesel',
    mileage: 121000,
    price: 8700,
  },
  {
    id: 6,
    model: 'Kia Niro',
    year: 2022,
    fuel: 'Hybrid',
    mileage: 23000,
    price: 24800,
  },
  {
    id: 7,
    model: 'Skoda Octavia',
    year: 2018,
    fuel: 'Diesel',
    mileage: 97000,
    price: 13400,
  },
  {
    id: 8,
    model: 'Nissan Leaf',
    year: 2018,
    fuel: 'Electric',
    mileage: 54000,
    price: 11900,
  },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    width: 110,
  },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

// A filter row may pick its own column or any column nobody filters yet.
const filterColumns = ({
  field,
  columns: all,
  currentFilters,
}: FilterColumnsArgs) => {
  const taken = currentFilters.map((item) => item.field);
  return all
    .filter(
      (column) =>
        column.filterable &&
        (column.field === field || !taken.includes(column.field)),
    )
    .map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet.
const getColumnForNewFilter = ({
  currentFilters,
  columns: all,
}: GetColumnForNewFilterArgs) => {
  const taken = currentFilters.map((item) => item.field);
  return (
    all.find((column) => column.filterable && !taken.includes(column.field))
      ?.field ?? null
  );
};

export default function OneFilterPerColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'year', operator: '>=', value: 2018 }],
            },
          },
        }}
      />
    </Box>
  );
}
