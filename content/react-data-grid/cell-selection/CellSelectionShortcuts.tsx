import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';
import { medals, type MedalCount } from './paris-2024-medals';

const columns: GridColDef<MedalCount>[] = [
  { field: 'nation', headerName: 'Nation', flex: 1, minWidth: 150 },
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  { field: 'silver', headerName: 'Silver', type: 'number', width: 90 },
  { field: 'bronze', headerName: 'Bronze', type: 'number', width: 90 },
];

export default function CellSelectionShortcuts() {
  const apiRef = useGridApiRef();

  const handleKeyDown: GridEventListener<'cellKeyDown'> = ({ id, field }, event) => {
    if (event.key !== ' ' || !(event.ctrlKey || event.shiftKey)) return;
    // The rows in their displayed order (sorted and filtered) and the visible columns.
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const firstRow = rowIds[0];
    const lastRow = rowIds[rowIds.length - 1];
    const firstField = fields[0];
    const lastField = fields[fields.length - 1];
    if (firstRow === undefined || lastRow === undefined || !firstField || !lastField) return;

    // Handled here: the grid's own Space handling (scrolling, row selection) is skipped.
    event.preventDefault();
    event.defaultMuiPrevented = true;
    if (event.ctrlKey) {
      apiRef.current?.selectCellRange({ id: firstRow, field }, { id: lastRow, field });
    } else {
      apiRef.current?.selectCellRange({ id, field: firstField }, { id, field: lastField });
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={medals}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onCellKeyDown={handleKeyDown}
      />
    </Box>
  );
}
