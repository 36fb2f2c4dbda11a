import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import materialSlots from '@mui/x-data-grid/material';
import { elements, type Element } from './elements';

// The grid's own pagination component, with two more buttons. In 8.7.0 the footer passes
// no slotProps to this slot, so its Material UI props are added here, in a wrapper.
const DefaultPagination = materialSlots.basePagination;

function PaginationWithEnds(props: GridSlotProps['basePagination']) {
  return (
    <DefaultPagination {...props} material={{ showFirstButton: true, showLastButton: true }} />
  );
}

const columns: GridColDef<Element>[] = [
  { field: 'id', headerName: 'Atomic number', type: 'number', width: 130 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Element', flex: 1, minWidth: 150 },
  { field: 'period', headerName: 'Period', type: 'number', width: 90 },
];

export default function PaginationFirstLast() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={elements}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        slots={{ basePagination: PaginationWithEnds }}
      />
    </Box>
  );
}
