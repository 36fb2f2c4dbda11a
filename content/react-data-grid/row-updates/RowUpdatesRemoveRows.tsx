import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type AirportTraffic } from './airports';

// The rows have no `id` field: the IATA code identifies them.
const getRowId = (row: AirportTraffic) => row.iata;

export default function RowUpdatesRemoveRows() {
  const apiRef = useGridApiRef();
  const [removed, setRemoved] = React.useState<AirportTraffic[]>([]);

  const remove = React.useCallback(
    (row: AirportTraffic) => {
      // A delete names its row with the field that getRowId reads.
      apiRef.current?.updateRows([{ iata: row.iata, _action: 'delete' }]);
      setRemoved((previous) => [...previous, row]);
    },
    [apiRef],
  );

  const restoreLast = () => {
    const last = removed[removed.length - 1];
    if (!last) {
      return;
    }
    // The id is unknown to the grid again, so this inserts the row, at the end.
    apiRef.current?.updateRows([last]);
    setRemoved((previous) => previous.slice(0, -1));
  };

  const columns = React.useMemo<GridColDef<AirportTraffic>[]>(
    () => [
      { field: 'iata', headerName: 'IATA', width: 80 },
      { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
      { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
      { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Remove',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="remove"
            icon={<DeleteOutline />}
            label={`Remove ${row.iata}`}
            onClick={() => remove(row)}
          />,
        ],
      },
    ],
    [remove],
  );

  const last = removed[removed.length - 1];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={!last}
          onClick={restoreLast}
        >
          {last ? `Restore ${last.iata}` : 'Restore'}
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          getRowId={getRowId}
          apiRef={apiRef}
          disableRowSelectionOnClick
        />
      </Box>
      <Typography variant="body2" data-testid="removed-airports">
        Removed:{' '}
        {removed.length > 0 ? removed.map((row) => row.iata).join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
