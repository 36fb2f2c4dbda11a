import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  {
    field: 'y2019',
    headerName: '2019 (M)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 110,
    editable: true,
  },
];

/** No airport has handled more than about 111 million passengers in a year (Atlanta, 2019). */
const MAX_PASSENGERS = 150;

function checkPassengers(row: Airport): Airport {
  for (const year of ['y2019', 'y2023'] as const) {
    const value = row[year];
    if (!Number.isFinite(value) || value < 0 || value > MAX_PASSENGERS) {
      throw new Error(
        `${row.id}: "${value}" is not a passenger count in millions (0 to ${MAX_PASSENGERS}).`,
      );
    }
  }
  return row;
}

export default function PasteValidation() {
  const [error, setError] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={airports}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          // Each pasted row comes through here; a throw keeps the old row.
          processRowUpdate={(newRow: Airport) => {
            const checked = checkPassengers(newRow);
            setError('');
            return checked;
          }}
          onProcessRowUpdateError={(rejection: Error) => setError(rejection.message)}
          hideFooter
        />
      </Box>
      <Box aria-live="polite" sx={{ mt: 1, minHeight: 48 }}>
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Box>
  );
}
