import * as React from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const WIDE: GridColumnVisibilityModel = {};
const NARROW: GridColumnVisibilityModel = { country: false, y2019: false };

export default function ResponsiveColumns() {
  const theme = useTheme();
  // false on the server and on the first render in the browser, so hydration matches;
  // the narrow model applies right after, on small screens.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(WIDE);

  // A new screen size resets the columns; the reader's own choices hold until then.
  React.useEffect(() => setModel(narrow ? NARROW : WIDE), [narrow]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        columnVisibilityModel={model}
        onColumnVisibilityModelChange={setModel}
      />
    </Box>
  );
}
