import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const flights: Flight[] = [
  {
    id: 'KL1023',
    destination: 'London',
    departure: '07:40',
    gate: 'D4',
    status: 'Boarding',
  },
  {
    id: 'LH2305',
    destination: 'Munich',
    departure: '08:05',
    gate: 'B12',
    status: 'On time',
  },
  {
    id: 'AF1641',
    destination: 'Paris',
    departure: '08:20',
    gate: 'C7',
    status: 'Delayed',
  },
  {
    id: 'IB3713',
    destination: 'Madrid',
    departure: '09:00',
    gate: 'D9',
    status: 'On time',
  },
  {
    id: 'SK1556',
    destination: 'Copenhagen',
    departure: '09:35',
    gate: 'B3',
    status: 'On time',
  },
  {
    id: 'TP669',
    destination: 'Lisbon',
    departure: '10:10',
    gate: 'C2',
    status: 'Gate open',
  },
  {
    id: 'OS374',
    destination: 'Vienna',
    departure: '10:45',
    gate: 'D1',
    status: 'On time',
  },
];

export default function RowPinningToggle() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>(['AF1641']);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((previous) =>
      previous.includes(id)
        ? previous.filter((pinnedId) => pinnedId !== id)
        : [...previous, id],
    );
  }, []);

  // A row lives in one place only: either in `rows` or in `pinnedRows`.
  const { rows, pinnedRows } = React.useMemo(
    () => ({
      rows: flights.filter((flight) => !pinnedIds.includes(flight.id)),
      pinnedRows: {
        top: pinnedIds.map((id) => flights.find((flight) => flight.id === id)!),
      },
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 60,
        getActions: ({ id }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin flight' : 'Pin flight to the top'}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Flight', width: 100 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
      { field: 'departure', headerName: 'Departs', width: 90 },
      { field: 'gate', headerName: 'Gate', width: 70 },
      { field: 'status', headerName: 'Status', width: 110 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
