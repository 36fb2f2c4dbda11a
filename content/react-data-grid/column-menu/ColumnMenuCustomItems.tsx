import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreen from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Parasite',
    director: 'Bong Joon-ho',
    year: 2019,
    country: 'South Korea',
  },
  {
    id: 2,
    title: 'Roma',
    director: 'Alfonso Cuarón',
    year: 2018,
    country: 'Mexico',
  },
  {
    id: 3,
    title: 'Portrait of a Lady on Fire',
    director: 'Céline Sciamma',
    year: 2019,
    country: 'France',
  },
  {
    id: 4,
    title: 'Drive My Car',
    director: 'Ryusuke Hamaguchi',
    year: 2021,
    country: 'Japan',
  },
  {
    id: 5,
    title: 'Aftersun',
    director: 'Charlotte Wells',
    year: 2022,
    country: 'United Kingdom',
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'director', headerName: 'Director', width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 120 },
];

// A new menu item: fits the column to its content, then closes the menu.
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({
          columns: [colDef.field],
          includeHeaders: true,
          includeOutliers: true,
        });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreen fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove the built-in "Hide column" and "Manage columns" items
        columnMenuColumnsItem: null,
        // Add our item under a key of our choosing
        columnMenuFitItem: FitToContentItem,
      }}
      slotProps={{
        // Between sorting (10) and filtering (20)
        columnMenuFitItem: { displayOrder: 15 },
      }}
    />
  );
}

export default function ColumnMenuCustomItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CustomColumnMenu }}
      />
    </Box>
  );
}
