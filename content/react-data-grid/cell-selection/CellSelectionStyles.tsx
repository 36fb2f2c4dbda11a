import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridClasses,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { medals, type MedalCount } from './paris-2024-medals';

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 150 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 90 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 90 },
];

const edge = '2px solid';

export default function CellSelectionStyles() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={medals}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: {
            AUS: { gold: true, silver: true },
            FRA: { gold: true, silver: true },
          },
        }}
        sx={(theme) => ({
          // Selected cells carry Mui-selected; the cells on the edges of a
          // range also get one class per side, to draw a frame like a spreadsheet's.
          [`& .${gridClasses.cell}.Mui-selected`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.15),
          },
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge, borderTopColor: 'warning.main' },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: edge,
            borderBottomColor: 'warning.main',
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge, borderLeftColor: 'warning.main' },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderRight: edge,
            borderRightColor: 'warning.main',
          },
        })}
      />
    </Box>
  );
}
