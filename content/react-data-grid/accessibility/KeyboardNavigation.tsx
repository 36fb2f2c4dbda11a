import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  name: string;
  shift: string;
  station: string;
  phone: string;
}

const rows: Volunteer[] = [
  {
    id: 1,
    name: 'Amal Haddad',
    shift: 'Saturday AM',
    station: 'Registration',
    phone: '555-0134',
  },
  {
    id: 2,
    name: 'Björn Larsen',
    shift: 'Saturday AM',
    station: 'Water point',
    phone: '555-0178',
  },
  {
    id: 3,
    name: 'Chiara Conti',
    shift: 'Saturday PM',
    station: 'First aid',
    phone: '555-0112',
  },
  {
    id: 4,
    name: 'Dev Malhotra',
    shift: 'Saturday PM',
    station: 'Finish line',
    phone: '555-0190',
  },
  {
    id: 5,
    name: 'Esi Owusu',
    shift: 'Sunday AM',
    station: 'Registration',
    phone: '555-0156',
  },
  {
    id: 6,
    name: 'Felipe Castro',
    shift: 'Sunday AM',
    station: 'Bag drop',
    phone: '555-0121',
  },
  {
    id: 7,
    name: 'Grace Liu',
    shift: 'Sunday PM',
    station: 'Water point',
    phone: '555-0163',
  },
  {
    id: 8,
    name: 'Hamza Yusuf',
    shift: 'Sunday PM',
    station: 'First aid',
    phone: '555-0147',
  },
];

const columns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 150 },
  { field: 'shift', headerName: 'Shift', width: 130 },
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'phone', headerName: 'Phone', width: 110 },
];

const keys: [string[], string][] = [
  [['Tab'], 'Move focus into the grid, then on to the footer'],
  [['←', '→', '↑', '↓'], 'Move one cell or header'],
  [['Home', 'End'], 'First or last cell of the row'],
  [['Ctrl', 'Home'], 'First cell of the page (Ctrl+End: last)'],
  [['Page Up', 'Page Down'], 'Move by one screen of rows'],
  [['Enter'], 'On a header: sort by that column'],
  [['Ctrl', 'Enter'], 'On a header: open the column menu'],
  [['Shift', 'Space'], 'Select or unselect the focused row'],
  [['Ctrl', 'A'], 'Select every row'],
  [['Ctrl', 'C'], 'Copy the selected rows, or else the focused cell'],
];

export default function KeyboardNavigation() {
  const apiRef = useGridApiRef();
  const [focus, setFocus] = React.useState('nothing yet');

  // Mirror where the grid's focus is, to follow along while using the keys.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const stopCells = api.subscribeEvent('cellFocusIn', (params) => {
      setFocus(`row ${params.id}, column “${params.colDef.headerName}”`);
    });
    const stopHeaders = api.subscribeEvent('columnHeaderFocus', (params) => {
      setFocus(`header “${params.colDef.headerName ?? 'Selection'}”`);
    });
    return () => {
      stopCells();
      stopHeaders();
    };
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="ul"
        sx={{
          m: 0,
          mb: 2,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 3,
          rowGap: 0.75,
          fontSize: 14,
          '& kbd': {
            px: 0.75,
            py: 0.25,
            mr: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 12,
          },
        }}
      >
        {keys.map(([combo, action]) => (
          <li key={action}>
            {combo.map((key) => (
              <kbd key={key}>{key}</kbd>
            ))}
            {action}
          </li>
        ))}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Race-day volunteers"
          checkboxSelection
          disableRowSelectionOnClick
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Focus: {focus}
      </Typography>
    </Box>
  );
}
