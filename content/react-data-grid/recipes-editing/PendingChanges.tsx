import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'floors',
    headerName: 'Floors',
    type: 'number',
    width: 90,
    editable: true,
  },
];

export default function PendingChanges() {
  const [saved, setSaved] = React.useState(skyscrapers);
  // Edited rows by id: shown in the grid, not yet saved.
  const [pending, setPending] = React.useState<Record<number, Skyscraper>>({});
  const [gridKey, setGridKey] = React.useState(0);

  const rows = saved.map((row) => pending[row.id] ?? row);
  const count = Object.keys(pending).length;

  const saveAll = () => {
    setSaved(rows);
    setPending({});
  };

  const discardAll = () => {
    setPending({});
    // New `rows` reset the grid's rows; a new key also drops an editor that is still open.
    setGridKey((key) => key + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          disabled={count === 0}
          onClick={saveAll}
        >
          Save {count || ''} {count === 1 ? 'row' : 'rows'}
        </Button>
        <Button size="small" disabled={count === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" component="p" color="text.secondary">
          Changed rows are marked until they are saved.
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 360,
          '& .row--pending': { fontStyle: 'italic', bgcolor: 'action.hover' },
        }}
      >
        <DataGrid
          key={gridKey}
          rows={rows}
          columns={columns}
          getRowClassName={({ id }) => (pending[Number(id)] ? 'row--pending' : '')}
          processRowUpdate={(newRow: Skyscraper) => {
            setPending((current) => ({ ...current, [newRow.id]: newRow }));
            return newRow;
          }}
        />
      </Box>
    </Stack>
  );
}
