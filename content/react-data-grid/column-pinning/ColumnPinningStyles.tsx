import Box from '@mui/material/Box';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';
import { medals, type MedalCount } from './paris-2024-medals';

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', width: 160 },
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 110 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 110 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.gold + row.silver + row.bronze,
  },
];

// The grid gives a border class to the cell of each pinned section that touches the
// scrolling columns: the last one on the left, the first one on the right.
const leftEdge = [
  `& .${gridClasses['cell--pinnedLeft']}.${gridClasses['cell--withRightBorder']}`,
  `& .${gridClasses['columnHeader--pinnedLeft']}.${gridClasses['columnHeader--withRightBorder']}`,
].join(', ');
const rightEdge = [
  `& .${gridClasses['cell--pinnedRight']}.${gridClasses['cell--withLeftBorder']}`,
  `& .${gridClasses['columnHeader--pinnedRight']}.${gridClasses['columnHeader--withLeftBorder']}`,
].join(', ');

export default function ColumnPinningStyles() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 520 }}>
      <DataGridPro
        rows={medals}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['nation'], right: ['total'] } }}
        sx={{
          [`& .${gridClasses['cell--pinnedLeft']}, & .${gridClasses['cell--pinnedRight']}`]:
            { fontWeight: 'bold' },
          // A shadow on the inner edge shows that columns scroll underneath.
          [leftEdge]: {
            boxShadow: '4px 0 6px -3px rgba(0, 0, 0, 0.25)',
          },
          [rightEdge]: {
            boxShadow: '-4px 0 6px -3px rgba(0, 0, 0, 0.25)',
          },
        }}
      />
    </Box>
  );
}
