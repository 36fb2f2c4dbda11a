import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memberStates, type MemberState } from './eu-members';

const columns: GridColDef<MemberState>[] = [
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'capital', headerName: 'Capital', flex: 1, minWidth: 120 },
  {
    field: 'joined',
    headerName: 'Joined',
    type: 'number',
    width: 90,
    // A year, not a quantity: no thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

// Members who joined in each enlargement, for the side panel.
const joinedPerYear = new Map<number, number>();
for (const state of memberStates) {
  joinedPerYear.set(state.joined, (joinedPerYear.get(state.joined) ?? 0) + 1);
}

export default function LayoutNestedFlex() {
  const [minHeightZero, setMinHeightZero] = React.useState(true);

  return (
    <Paper
      variant="outlined"
      sx={{ height: 400, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box sx={{ px: 2, pt: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={minHeightZero}
              onChange={(event) => setMinHeightZero(event.target.checked)}
            />
          }
          label="minHeight: 0 on the row"
        />
      </Box>
      {/* The row takes the height left by the switch. Without minHeight: 0, a flex
          item is never shorter than its content: here, every row of the grid. */}
      <Box
        sx={{
          flex: 1,
          minHeight: minHeightZero ? 0 : 'auto',
          display: 'flex',
          gap: 2,
          p: 2,
        }}
      >
        <Box component="aside" sx={{ width: 130 }}>
          <Typography variant="subtitle2" component="p">
            Joined the EU
          </Typography>
          {[...joinedPerYear].map(([year, count]) => (
            <Typography key={year} variant="body2" color="text.secondary">
              {year}: {count}
            </Typography>
          ))}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <DataGrid rows={memberStates} columns={columns} density="compact" />
        </Box>
      </Box>
    </Paper>
  );
}
