import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// An exclude model lists the rows left out, so "exclude []" means every row.
const describe = (model: GridRowSelectionModel) =>
  `${model.type} [${Array.from(model.ids).join(', ')}]`;

export default function SelectAllOnPage() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={visibleOnly}
            onChange={(event) => setVisibleOnly(event.target.checked)}
          />
        }
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{ height: 420, mt: 1 }}>
        <DataGridPro
          rows={airports}
          columns={columns}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          onRowSelectionModelChange={setSeenModel}
        />
      </Box>
      <Typography variant="body2" data-testid="visible-only-model" sx={{ mt: 1 }}>
        Selection model: {describe(seenModel)}
      </Typography>
    </Box>
  );
}
