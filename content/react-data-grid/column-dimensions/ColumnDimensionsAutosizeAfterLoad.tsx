import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridAutosizeOptions,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA' },
  // Not autosized (see `columns` below): it keeps its flex and takes what is left.
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country' },
  { field: 'y2019', headerName: 'Passengers 2019 (M)', type: 'number' },
  { field: 'y2023', headerName: 'Passengers 2023 (M)', type: 'number' },
];

const autosizeOptions: GridAutosizeOptions = {
  columns: ['id', 'country', 'y2019', 'y2023'],
  includeOutliers: true,
};

// Stands in for a request: the rows arrive after the grid has mounted.
const fetchAirports = () => Promise.resolve(airports);

export default function ColumnDimensionsAutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Airport[]>([]);
  const [autosizeOnLoad, setAutosizeOnLoad] = React.useState(true);
  const [gridKey, setGridKey] = React.useState(0);

  // Autosizing measures the cells in the page, and the grid draws new rows in renders of its
  // own, after this effect: wait, frame by frame, until the first row is there.
  React.useEffect(() => {
    const firstId = rows[0]?.id;
    if (!autosizeOnLoad || firstId === undefined) {
      return undefined;
    }
    let frame = 0;
    const autosizeOnceDrawn = () => {
      if (apiRef.current?.getRowElement(firstId)) {
        apiRef.current.autosizeColumns(autosizeOptions);
      } else {
        frame = requestAnimationFrame(autosizeOnceDrawn);
      }
    };
    frame = requestAnimationFrame(autosizeOnceDrawn);
    return () => cancelAnimationFrame(frame);
  }, [apiRef, rows, autosizeOnLoad]);

  const load = async () => {
    setRows(await fetchAirports());
  };

  const reset = () => {
    setRows([]);
    setGridKey((key) => key + 1); // a fresh grid, back to the defined widths
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={rows.length > 0}
          onClick={load}
        >
          Load airports
        </Button>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset
        </Button>
        <FormControlLabel
          label="Autosize when rows arrive"
          control={
            <Switch
              checked={autosizeOnLoad}
              onChange={(event) => setAutosizeOnLoad(event.target.checked)}
            />
          }
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid key={gridKey} apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
