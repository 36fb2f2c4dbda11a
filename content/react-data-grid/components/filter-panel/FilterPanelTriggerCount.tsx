import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { medals, type MedalCount } from './paris-2024-medals';

function MedalTableToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, px: 0.5 }}>
        Paris 2024, top ten nations by gold medals
      </Typography>
      {/* filterCount is the number of filters in force, panel open or closed. */}
      <FilterPanelTrigger
        render={({ ref, ...buttonProps }, { filterCount }) => (
          <Button
            {...buttonProps}
            // 8.7.0 types this ref the React 19 way; React 18's types need the cast.
            ref={ref as ButtonProps['ref']}
            size="small"
            color={filterCount > 0 ? 'primary' : 'inherit'}
            startIcon={<FilterListIcon />}
          >
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 160 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 90 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 90 },
];

export default function FilterPanelTriggerCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={medals}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'silver', operator: '>=', value: 20 }] },
          },
        }}
        slots={{ toolbar: MedalTableToolbar }}
        showToolbar
      />
    </Box>
  );
}
