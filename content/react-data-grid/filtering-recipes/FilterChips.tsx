import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const countries = [...new Set(airports.map((airport) => airport.country))].sort();

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function FilterChips() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // The chips and the grid share one model: a filter set in the grid's panel shows here too.
  const chosen: string[] =
    filterModel.items.find((item) => item.field === 'country' && item.operator === 'isAnyOf')?.value ?? [];

  const toggle = (country: string) => {
    const next = chosen.includes(country)
      ? chosen.filter((name) => name !== country)
      : [...chosen, country];
    // The community grid holds one item: the chips' item takes the place of whatever is there.
    setFilterModel({
      ...filterModel,
      items: next.length ? [{ field: 'country', operator: 'isAnyOf', value: next }] : [],
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Countries">
        {countries.map((country) => (
          <Chip
            key={country}
            label={country}
            color={chosen.includes(country) ? 'primary' : 'default'}
            variant={chosen.includes(country) ? 'filled' : 'outlined'}
            aria-pressed={chosen.includes(country)}
            onClick={() => toggle(country)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={airports} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Stack>
  );
}
