import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LH 1234', destination: 'Frankfurt', gate: 'A12', time: '06:45' },
  { id: 2, flight: 'AF 1681', destination: 'Paris', gate: 'B3', time: '07:10' },
  { id: 3, flight: 'KL 1098', destination: 'Amsterdam', gate: 'A7', time: '07:35' },
  { id: 4, flight: 'IB 3167', destination: 'Madrid', gate: 'C21', time: '08:05' },
  { id: 5, flight: 'SK 1472', destination: 'Copenhagen', gate: 'A2', time: '08:30' },
  { id: 6, flight: 'AZ 573', destination: 'Rome', gate: 'B14', time: '09:00' },
  { id: 7, flight: 'LX 349', destination: 'Zurich', gate: 'C4', time: '09:25' },
  { id: 8, flight: 'OS 452', destination: 'Vienna', gate: 'A9', time: '09:50' },
  { id: 9, flight: 'TP 1363', destination: 'Lisbon', gate: 'B6', time: '10:15' },
  { id: 10, flight: 'LO 282', destination: 'Warsaw', gate: 'C11', time: '10:40' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'time', headerName: 'Departs', width: 100 },
];

export default function LayoutFixedHeight() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
