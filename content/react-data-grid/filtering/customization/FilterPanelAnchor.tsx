import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  gridPreferencePanelStateSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { laureates, type Laureate } from './nobel-literature';

const columns: GridColDef<Laureate>[] = [
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'laureate', headerName: 'Laureate', flex: 1, minWidth: 180 },
  { field: 'language', headerName: 'Language', width: 130 },
];

export default function FilterPanelAnchor() {
  const apiRef = useGridApiRef();
  // State rather than a ref: the grid must re-render once the button exists.
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const panelOpen = () => gridPreferencePanelStateSelector(apiRef).open;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button
          ref={setButton}
          size="small"
          variant="outlined"
          startIcon={<FilterListIcon />}
          // While the panel is open, pressing this button must not count as a click outside
          // it: the panel would close, and the click would open it again.
          onPointerUp={(event) => {
            if (panelOpen()) event.stopPropagation();
          }}
          onClick={() =>
            panelOpen() ? apiRef.current?.hideFilterPanel() : apiRef.current?.showFilterPanel()
          }
        >
          Filter laureates
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={laureates}
          columns={columns}
          slotProps={{
            // Every panel (filters, and columns from the column menu) opens under the button.
            panel: { target: button },
            filterPanel: {
              // The column list in alphabetical order, and a new filter starts on Laureate.
              columnsSort: 'asc',
              getColumnForNewFilter: () => 'laureate',
              // Room for the longer names.
              filterFormProps: { valueInputProps: { sx: { width: 240 } } },
            },
          }}
        />
      </Box>
    </Box>
  );
}
