import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

function FilterChipsBar() {
  const apiRef = useGridApiContext();
  // Items still waiting for a value filter nothing, and this selector leaves them out.
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);

  const describe = (item: GridFilterItem) => {
    const name = apiRef.current.getColumn(item.field).headerName ?? item.field;
    // Operators such as isEmpty take no value.
    const value = item.value == null ? '' : ` ${String(item.value)}`;
    return `${name} ${item.operator}${value}`;
  };

  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        {activeItems.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No filter: every airport is shown
          </Typography>
        )}
        {activeItems.map((item) => (
          <Chip
            key={item.id ?? item.field}
            size="small"
            label={describe(item)}
            // Opens the panel on this column's existing filter instead of adding one.
            onClick={() => apiRef.current.showFilterPanel(item.field)}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        ))}
      </Box>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function FilterChipsToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        slots={{ toolbar: FilterChipsBar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Several items at once need the Pro grid; each needs its own id.
              items: [
                { id: 1, field: 'country', operator: 'equals', value: 'United States' },
                { id: 2, field: 'y2023', operator: '>', value: 75 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
