import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  GridPanelWrapper,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnsPanelProps,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const views: { name: string; hidden: string[] }[] = [
  { name: 'All columns', hidden: [] },
  { name: 'Location', hidden: ['y2019', 'y2023'] },
  { name: 'Traffic, 2019 and 2023', hidden: ['country'] },
];

// The content of the panel the Columns button opens: the grid draws the popper around it.
function ViewsPanel(props: GridColumnsPanelProps) {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);

  return (
    <GridPanelWrapper {...props}>
      <MenuList autoFocusItem aria-label="Column views">
        {views.map(({ name, hidden }) => {
          // A field the visibility model leaves out is shown.
          const current = columns.every(
            ({ field }) => (visibility[field] === false) === hidden.includes(field),
          );
          return (
            <MenuItem
              key={name}
              selected={current}
              role="menuitemradio"
              aria-checked={current}
              onClick={() => {
                apiRef.current.setColumnVisibilityModel(
                  Object.fromEntries(hidden.map((field) => [field, false] as const)),
                );
                apiRef.current.hidePreferences();
              }}
            >
              <ListItemIcon>{current && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{name}</ListItemText>
            </MenuItem>
          );
        })}
      </MenuList>
    </GridPanelWrapper>
  );
}

export default function ColumnViewsPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ columnsPanel: ViewsPanel }}
        showToolbar
      />
    </Box>
  );
}
