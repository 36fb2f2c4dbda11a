import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

function AirportsToolbar() {
  // The toolbar is inside the grid: it reads the grid's state like any other slot.
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector).length;

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, fontWeight: 500, px: 0.5 }}>
        Busiest airports, 2023
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <Badge badgeContent={activeFilters} color="primary" variant="dot">
            <FilterListIcon fontSize="small" />
          </Badge>
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'busiest-airports-2023' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {/* Always open: a collapsed quick filter leaves the keyboard's tab order. */}
      <QuickFilter expanded>
        {/* Rendered here so that the ref reaches the input. */}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField {...controlProps} inputRef={ref} placeholder="Search…" size="small" />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function CustomToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} slots={{ toolbar: AirportsToolbar }} showToolbar />
    </Box>
  );
}
