import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridMenuParams,
} from '@mui/x-data-grid';
import { films } from './films';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'director', headerName: 'Director', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ColumnMenuFromCode() {
  const apiRef = useGridApiRef();
  const [openField, setOpenField] = React.useState<string | null>(null);
  const [openings, setOpenings] = React.useState(0);
  // Every header's menu reports a close when it mounts, open or not:
  // only the close of the menu that opened matters.
  const openTarget = React.useRef<HTMLElement | null>(null);

  const handleOpen = ({ target }: GridMenuParams) => {
    openTarget.current = target;
    setOpenField(target?.closest('[data-field]')?.getAttribute('data-field') ?? null);
    setOpenings((count) => count + 1);
  };
  const handleClose = ({ target }: GridMenuParams) => {
    if (target !== openTarget.current) return;
    openTarget.current = null;
    setOpenField(null);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.showColumnMenu('director')}
        >
          Open the Director menu
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.showColumnMenu('year')}
        >
          Open the Year menu
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={films}
          columns={columns}
          onMenuOpen={handleOpen}
          onMenuClose={handleClose}
        />
      </Box>
      <Typography variant="body2" aria-live="polite" data-testid="menu-log">
        {openField ? `Open: the menu of "${openField}"` : 'No column menu is open'}
        {` · menus opened so far: ${openings}`}
      </Typography>
    </Stack>
  );
}
