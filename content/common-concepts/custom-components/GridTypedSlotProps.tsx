import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Teach the grid's types about the extra prop the custom toolbar takes.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onReset: () => void;
  }
}

function ResetToolbar({ onReset }: GridSlotProps['toolbar']) {
  return (
    <Stack direction="row" sx={{ p: 1, justifyContent: 'flex-end' }}>
      <Button size="small" onClick={onReset}>
        Reset scores
      </Button>
    </Stack>
  );
}

// Points of the top four at the end of the 2023–24 Premier League season.
const finalTable = [
  { id: 1, club: 'Manchester City', points: 91 },
  { id: 2, club: 'Arsenal', points: 89 },
  { id: 3, club: 'Liverpool', points: 82 },
  { id: 4, club: 'Aston Villa', points: 68 },
];

const columns: GridColDef[] = [
  { field: 'club', headerName: 'Club', flex: 1 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

export default function GridTypedSlotProps() {
  const [rows, setRows] = React.useState(finalTable);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: ResetToolbar }}
        slotProps={{
          toolbar: { onReset: () => setRows(finalTable.map((row) => ({ ...row, points: 0 }))) },
        }}
      />
    </Box>
  );
}
