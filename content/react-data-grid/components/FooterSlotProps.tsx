import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Props of your own for a slot are declared once, for every grid of the app.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    source?: string;
  }
}

function FooterWithTotal({ source }: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, { model }) => sum + (model as Airport).y2023, 0);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="p">
        {total.toFixed(1)} million passengers. Source: {source}
      </Typography>
      {/* The default pagination, kept beside the new content. */}
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function FooterSlotProps() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ footer: FooterWithTotal }}
        slotProps={{ footer: { source: 'ACI World, 2024' } }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
