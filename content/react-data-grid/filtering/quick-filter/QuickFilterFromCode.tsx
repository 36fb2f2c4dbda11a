import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function QuickFilterFromCode() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    // A column filter the buttons below must not lose.
    items: [{ field: 'y2023', operator: '>', value: 75 }],
  });

  // Spread the model: replacing it would drop the column filter.
  const search = (values: string[], operator = GridLogicOperator.And) =>
    setFilterModel((model) => ({
      ...model,
      quickFilterValues: values,
      quickFilterLogicOperator: operator,
    }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => search(['united', 'states'])}>
          United States
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => search(['india', 'japan'], GridLogicOperator.Or)}
        >
          India or Japan
        </Button>
        <Button size="small" onClick={() => search([])}>
          Clear the search
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        data-testid="filter-model"
        sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}
      >
        {JSON.stringify(filterModel)}
      </Typography>
    </Stack>
  );
}
