import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { planets, type Planet } from './planets';

const km = new Intl.NumberFormat('en-US');

// The toggle shows how many moons the panel lists, and greys out when there is no panel.
function MoonCountToggle({ id, row }: GridRenderCellParams<Planet>) {
  const apiRef = useGridApiContext();
  const isOpen = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  // What getDetailPanelContent returned for each row: anything but an element means no panel.
  const content = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector)[id];
  const hasPanel = React.isValidElement(content);

  return (
    // No onClick: the grid toggles the panel on a click in the cell, or on Space.
    <Button
      size="small"
      tabIndex={-1}
      disabled={!hasPanel}
      aria-expanded={isOpen}
      aria-label={`${row.moons.length} round moons`}
      endIcon={
        <ExpandMore sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: '150ms' }} />
      }
      sx={{ minWidth: 0 }}
    >
      {row.moons.length}
    </Button>
  );
}

const columns: GridColDef<Planet>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Round moons',
    renderHeader: ({ colDef }) => colDef.headerName,
    width: 130,
    renderCell: (params) => <MoonCountToggle {...params} />,
  },
  { field: 'id', headerName: 'Planet', flex: 1, minWidth: 130 },
  {
    field: 'diameter',
    headerName: 'Diameter (km)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => km.format(value),
  },
];

function MoonList({ planet }: { planet: Planet }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, py: 1.5 }}>
      {planet.moons.map((moon) => (
        <Chip
          key={moon.name}
          size="small"
          variant="outlined"
          label={`${moon.name}, ${km.format(moon.diameter)} km`}
        />
      ))}
    </Stack>
  );
}

// Planets without a round moon get no panel, so their toggle is disabled.
const getDetailPanelContent = ({ row }: GridRowParams<Planet>) =>
  row.moons.length > 0 ? <MoonList planet={row} /> : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function DetailToggleWithCount() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={planets}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
