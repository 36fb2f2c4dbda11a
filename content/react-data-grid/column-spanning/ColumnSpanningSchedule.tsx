import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  // Set for sessions that take every room: the cell spans all room columns.
  plenary?: string;
  hallA?: string;
  hallB?: string;
  hallC?: string;
}

const rows: Slot[] = [
  { id: 1, time: '09:00', plenary: 'Opening keynote: The web in 2030' },
  {
    id: 2,
    time: '10:00',
    hallA: 'Type-safe APIs',
    hallB: 'Design tokens at scale',
    hallC: 'Offline-first apps',
  },
  {
    id: 3,
    time: '11:00',
    hallA: 'Profiling React',
    hallB: 'Accessible data grids',
    hallC: 'Edge rendering',
  },
  { id: 4, time: '12:00', plenary: 'Lunch break' },
  {
    id: 5,
    time: '13:30',
    hallA: 'Testing with real browsers',
    hallB: 'Charts that explain',
    hallC: 'Web security basics',
  },
  { id: 6, time: '15:00', plenary: 'Closing panel and prizes' },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  {
    field: 'hallA',
    headerName: 'Hall A',
    flex: 1,
    minWidth: 180,
    sortable: false,
    // Plenary rows show their title here and cover the three hall columns.
    valueGetter: (value, row) => row.plenary ?? value,
    colSpan: (_value, row) => (row.plenary ? 3 : undefined),
    cellClassName: (params) => (params.row.plenary ? 'plenary' : ''),
  },
  { field: 'hallB', headerName: 'Hall B', flex: 1, minWidth: 180, sortable: false },
  { field: 'hallC', headerName: 'Hall C', flex: 1, minWidth: 180, sortable: false },
];

export default function ColumnSpanningSchedule() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showCellVerticalBorder
        sx={{
          '& .plenary': {
            justifyContent: 'center',
            fontWeight: 'bold',
            bgcolor: 'action.hover',
          },
        }}
      />
    </Box>
  );
}
