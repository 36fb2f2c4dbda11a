import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
];

export default function StarCheckboxes() {
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          slotProps={{
            // Passed on to every Material UI Checkbox the grid renders.
            baseCheckbox: {
              material: {
                icon: <StarBorder />,
                checkedIcon: <Star />,
                indeterminateIcon: <StarHalf />,
                color: 'warning',
              },
            },
          }}
          onRowSelectionModelChange={setSeenModel}
        />
      </Box>
      <Typography variant="body2" data-testid="starred-airports" sx={{ mt: 1 }}>
        Starred: {seenModel.ids.size === 0 ? 'none' : Array.from(seenModel.ids).join(', ')}
      </Typography>
    </Box>
  );
}
