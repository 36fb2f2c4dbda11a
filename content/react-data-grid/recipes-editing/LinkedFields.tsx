import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// The cities each country has in the list (CTBUH's ten tallest).
const citiesByCountry = skyscrapers.reduce<Record<string, string[]>>(
  (lookup, building) => {
    const cities = lookup[building.country] ?? [];
    if (!cities.includes(building.city)) cities.push(building.city);
    return { ...lookup, [building.country]: cities };
  },
  {},
);

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 190,
    editable: true,
    valueOptions: Object.keys(citiesByCountry),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // While editing, `row` holds the values being edited: the options follow the new country.
    // Without a row (the filter panel), every city.
    valueOptions: ({ row }) =>
      row
        ? (citiesByCountry[row.country] ?? [])
        : Object.values(citiesByCountry).flat(),
    // In row mode, the country being edited is among the other fields: a city of another
    // country is an error, so the row cannot be saved until a city of the new one is chosen.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const country = String(params.otherFieldsProps?.country?.value ?? '');
      const cities = citiesByCountry[country] ?? [];
      return {
        ...params.props,
        error: !cities.includes(String(params.props.value)),
      };
    },
  },
];

export default function LinkedFields() {
  const [rows, setRows] = React.useState(skyscrapers);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={(newRow) => {
          setRows((list) =>
            list.map((row) => (row.id === newRow.id ? newRow : row)),
          );
          return newRow;
        }}
      />
    </Box>
  );
}
