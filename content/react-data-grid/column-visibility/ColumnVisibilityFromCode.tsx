import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnVisibilityModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160, hideable: false },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function ColumnVisibilityFromCode() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only prints it.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  const toggle2019 = () => {
    const current = gridColumnVisibilityModelSelector(apiRef);
    apiRef.current?.setColumnVisibility('y2019', current.y2019 === false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={toggle2019}>
          Show or hide 2019
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnVisibilityModel({ id: false, country: false })}
        >
          Names and figures only
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setColumnVisibilityModel({})}>
          Show every column
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" data-testid="visibility-model">
        Model: {JSON.stringify(model)}
      </Typography>
    </Stack>
  );
}
