import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { elements, type Element } from './elements';

const columns: GridColDef<Element>[] = [
  { field: 'id', headerName: 'Atomic number', type: 'number', width: 130 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Element', flex: 1, minWidth: 150 },
  { field: 'period', headerName: 'Period', type: 'number', width: 90 },
];

// -1 stands for "every row on one page"; the label is what the menu shows.
const pageSizeOptions = [10, 25, 50, { value: -1, label: 'All' }];

export default function PageSizeAll() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={elements}
          columns={columns}
          pageSizeOptions={pageSizeOptions}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
      <Typography variant="body2" data-testid="page-size-all-model" sx={{ mt: 1 }}>
        page: {paginationModel.page}, pageSize: {paginationModel.pageSize}
      </Typography>
    </Box>
  );
}
