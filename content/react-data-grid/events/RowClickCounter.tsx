import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// A footer that keeps its own tally of row clicks. rowMouseEnter and rowMouseLeave
// have no DataGrid prop: a hook (or subscribeEvent) is the way to hear them.
function ClickCountFooter() {
  const apiRef = useGridApiContext();
  const [clicks, setClicks] = React.useState(() => new Map<GridRowId, number>());
  const [hovered, setHovered] = React.useState<GridRowId | null>(null);

  useGridEvent(apiRef, 'rowClick', ({ id }) =>
    setClicks((previous) => new Map(previous).set(id, (previous.get(id) ?? 0) + 1)),
  );
  useGridEvent(apiRef, 'rowMouseEnter', ({ id }) => setHovered(id));
  useGridEvent(apiRef, 'rowMouseLeave', () => setHovered(null));

  const total = [...clicks.values()].reduce((sum, count) => sum + count, 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      {hovered === null
        ? `Row clicks so far: ${total}`
        : `Clicks on ${hovered}: ${clicks.get(hovered) ?? 0} (of ${total})`}
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function RowClickCounter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} slots={{ footer: ClickCountFooter }} />
    </Box>
  );
}
