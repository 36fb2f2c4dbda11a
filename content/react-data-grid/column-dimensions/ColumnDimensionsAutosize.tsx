import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridAutosizeOptions,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Ngozi Eze', city: 'Port Harcourt', note: 'Leave at the door' },
  { id: 2, customer: 'Jun Park', city: 'Busan', note: 'Call on arrival' },
  { id: 3, customer: 'Ines Duarte', city: 'Porto', note: 'Fragile' },
  {
    id: 4,
    customer: 'Arjun Venkataraman',
    city: 'Thiruvananthapuram',
    note: 'None',
  },
  {
    id: 5,
    customer: 'Eva Lindqvist',
    city: 'Umeå',
    note: 'Second floor, ring twice',
  },
];

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer' },
  { field: 'city', headerName: 'City' },
  { field: 'note', headerName: 'Delivery note' },
];

type Option = 'includeHeaders' | 'includeOutliers' | 'expand';

const optionLabels: Record<Option, string> = {
  includeHeaders: 'Include headers',
  includeOutliers: 'Include outliers',
  expand: 'Expand to fill',
};

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<GridAutosizeOptions>({
    includeHeaders: true,
    includeOutliers: true,
    expand: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.autosizeColumns(options)}
        >
          Autosize columns
        </Button>
        {(Object.keys(optionLabels) as Option[]).map((option) => (
          <FormControlLabel
            key={option}
            label={optionLabels[option]}
            control={
              <Checkbox
                checked={options[option]}
                onChange={(event) =>
                  setOptions({ ...options, [option]: event.target.checked })
                }
              />
            }
          />
        ))}
      </Stack>
      <Box sx={{ height: 330 }}>
        {/* autosizeOptions also applies when the reader double-clicks a separator */}
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={options}
        />
      </Box>
    </Box>
  );
}
