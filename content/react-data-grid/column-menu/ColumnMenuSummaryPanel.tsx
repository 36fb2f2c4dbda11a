import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { films } from './films';

type Choice = 'asc' | 'desc' | 'none';

// No menu items at all: a summary of the column and three sort buttons.
// The grid still places it under the header and closes it on Escape or a click outside.
function ColumnSummaryPanel({ colDef, hideMenu, open, id, labelledby }: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  const firstButtonRef = React.useRef<HTMLButtonElement>(null);

  // A list menu focuses its first item itself; a panel of buttons has to do it.
  React.useEffect(() => {
    if (open) firstButtonRef.current?.focus();
  }, [open]);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current: Choice = sortModel.find((item) => item.field === colDef.field)?.sort ?? 'none';
  const values = apiRef.current
    .getSortedRowIds()
    .map((rowId) => String(apiRef.current.getCellValue(rowId, colDef.field)));

  const handleChange = (event: React.MouseEvent<HTMLElement>, choice: Choice | null) => {
    // `null` means the reader clicked the button that was already selected.
    if (choice !== null) {
      apiRef.current.sortColumn(colDef.field, choice === 'none' ? null : choice);
    }
    hideMenu(event);
  };

  return (
    <Box
      id={id}
      aria-labelledby={labelledby}
      sx={{ p: 2, width: 280 }}
      // The grid closes a menu on Tab: keep Tab for moving between the buttons.
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.stopPropagation();
      }}
    >
      <Typography variant="subtitle2">{colDef.headerName ?? colDef.field}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {values.length} rows, {new Set(values).size} different values
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={current}
        onChange={handleChange}
        disabled={colDef.sortable === false}
      >
        <ToggleButton value="asc" ref={firstButtonRef}>
          Ascending
        </ToggleButton>
        <ToggleButton value="desc">Descending</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

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

export default function ColumnMenuSummaryPanel() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        slots={{ columnMenu: ColumnSummaryPanel }}
      />
    </Box>
  );
}
