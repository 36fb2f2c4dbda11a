import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { planets, type Planet } from './planets';

// One button for every panel: it closes them all when any is open, and opens all otherwise.
function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const rowIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const anyOpen = expanded.size > 0;

  const handleClick = () => {
    // Only rows that have a panel, so the set of open rows stays truthful.
    const withPanel = rowIds.filter((id) => React.isValidElement(contentCache[id]));
    apiRef.current.setExpandedDetailPanels(anyOpen ? new Set<GridRowId>() : new Set(withPanel));
  };

  return (
    <IconButton
      size="small"
      onClick={handleClick}
      aria-label={anyOpen ? 'Collapse all panels' : 'Expand all panels'}
    >
      {anyOpen ? <UnfoldLess fontSize="small" /> : <UnfoldMore fontSize="small" />}
    </IconButton>
  );
}

const km = new Intl.NumberFormat('en-US');

const columns: GridColDef<Planet>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // Wide enough for the button; the cell keeps the default toggle.
    width: 56,
    renderHeader: () => <ExpandAllHeader />,
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

function Moons({ planet }: { planet: Planet }) {
  const largest = planet.moons.reduce((a, b) => (b.diameter > a.diameter ? b : a));
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        {planet.moons.map((moon) => moon.name).join(', ')}. The largest, {largest.name}, is{' '}
        {km.format(largest.diameter)} km across.
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Planet>) =>
  row.moons.length > 0 ? <Moons planet={row} /> : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function DetailExpandAllHeader() {
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
