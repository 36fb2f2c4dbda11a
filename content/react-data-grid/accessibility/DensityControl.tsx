import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Medication {
  id: number;
  name: string;
  dose: string;
  time: string;
  notes: string;
}

const rows: Medication[] = [
  {
    id: 1,
    name: 'Metformin',
    dose: '500 mg',
    time: '08:00',
    notes: 'With breakfast',
  },
  {
    id: 2,
    name: 'Lisinopril',
    dose: '10 mg',
    time: '08:00',
    notes: 'Check blood pressure',
  },
  { id: 3, name: 'Atorvastatin', dose: '20 mg', time: '21:00', notes: 'Evening' },
  {
    id: 4,
    name: 'Levothyroxine',
    dose: '50 µg',
    time: '06:30',
    notes: 'Before food',
  },
  {
    id: 5,
    name: 'Omeprazole',
    dose: '20 mg',
    time: '07:30',
    notes: 'Swallow whole',
  },
  { id: 6, name: 'Vitamin D3', dose: '1000 IU', time: '12:00', notes: 'With lunch' },
];

const columns: GridColDef<Medication>[] = [
  { field: 'name', headerName: 'Medication', flex: 1, minWidth: 140 },
  { field: 'dose', headerName: 'Dose', width: 100 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'notes', headerName: 'Notes', width: 190 },
];

const densities: GridDensity[] = ['compact', 'standard', 'comfortable'];

export default function DensityControl() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
        sx={{ mb: 2 }}
      >
        {densities.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
