import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
];

const usOnly: GridFilterModel = {
  items: [{ field: 'country', operator: 'equals', value: 'United States' }],
};
const noFilter: GridFilterModel = { items: [] };

export default function SelectionUnderFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(noFilter);
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={filterModel.items.length > 0}
              onChange={(event) => setFilterModel(event.target.checked ? usOnly : noFilter)}
            />
          }
          label="US airports only"
        />
        <FormControlLabel
          control={
            <Switch
              checked={keepHidden}
              onChange={(event) => setKeepHidden(event.target.checked)}
            />
          }
          label="keepNonExistentRowsSelected"
        />
      </Stack>
      <Box sx={{ height: 400, mt: 1 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          checkboxSelection
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // Off (the default), a row the filter hides leaves the selection for good.
          keepNonExistentRowsSelected={keepHidden}
          onRowSelectionModelChange={setSeenModel}
        />
      </Box>
      <Typography variant="body2" data-testid="selection-under-filter" sx={{ mt: 1 }}>
        Selected: {seenModel.ids.size === 0 ? 'none' : Array.from(seenModel.ids).join(', ')}
      </Typography>
    </Box>
  );
}
