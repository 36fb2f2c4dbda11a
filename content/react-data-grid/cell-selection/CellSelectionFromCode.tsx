import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { medals, type MedalCount } from './paris-2024-medals';

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 150 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 90 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 90 },
];

export default function CellSelectionFromCode() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('No cells selected');

  // Reads the selection back through the API after every change.
  const summarise = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    const total = cells.reduce((sum, { id, field }) => {
      const value = apiRef.current?.getCellValue(id, field);
      return typeof value === 'number' ? sum + value : sum;
    }, 0);
    setSummary(cells.length ? `${cells.length} cells selected, ${total} medals` : 'No cells selected');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 'USA', field: 'gold' }, { id: 'GER', field: 'gold' })
          }
        >
          Every gold medal
        </Button>
        <Button
          size="small"
          variant="outlined"
          // true keeps what is already selected.
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 'USA', field: 'silver' }, { id: 'JPN', field: 'bronze' }, true)
          }
        >
          Add the top three&apos;s silver and bronze
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={medals}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={summarise}
        />
      </Box>
      <Typography variant="body2" aria-live="polite" data-testid="cell-summary">
        {summary}
      </Typography>
    </Stack>
  );
}
