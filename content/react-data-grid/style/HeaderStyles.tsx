import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  // The passenger figures share a class, so their headers read as one group.
  {
    field: 'y2019',
    headerName: '2019 (M)',
    type: 'number',
    width: 115,
    headerClassName: 'traffic',
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 115,
    headerClassName: 'traffic',
  },
];

export default function HeaderStyles() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'y2023', sort: 'desc' }] } }}
        sx={(theme) => {
          const { info, primary, background } = (theme.vars ?? theme).palette;
          const tint = `color-mix(in srgb, ${info.main} 12%, ${background.default})`;
          return {
            // Every header title.
            [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
            // The headers given the class on their column. Opaque, so that rows scrolling
            // under the header do not show through.
            [`& .${gridClasses.columnHeader}.traffic`]: { backgroundColor: tint },
            // Whichever header the grid sorts by, as the reader changes it. The dark
            // shade
            // keeps 4.5:1 on the tint in both modes; primary.main does not in light
            // mode.
            [`& .${gridClasses['columnHeader--sorted']}`]: {
              color: primary.dark,
              boxShadow: 'inset 0 -3px 0 currentColor',
            },
          };
        }}
      />
    </Box>
  );
}
