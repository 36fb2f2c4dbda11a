import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// A search button that opens into a field, and closes again when left empty.
function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{ display: 'flex', alignItems: 'center', marginInlineStart: 'auto' }}>
        {/* The ref goes to the input, so that opening the field can focus it. */}
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Airport, city or code"
              size="small"
              className={state.expanded ? 'search-open' : 'search-closed'}
            />
          )}
        />
        <QuickFilterClear
          render={<ToolbarButton aria-label="Clear the search" />}
          className={(state) => (state.value ? '' : 'search-clear-empty')}
        >
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
        <Tooltip title="Search">
          <QuickFilterTrigger render={<ToolbarButton />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
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

export default function ExpandingSearch() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .search-open': { width: 220, transition: 'width 150ms' },
        '& .search-closed': { width: 0, overflow: 'hidden', transition: 'width 150ms' },
        '& .search-clear-empty': { display: 'none' },
      }}
    >
      <DataGrid rows={airports} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
