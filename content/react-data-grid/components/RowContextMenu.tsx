import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

interface OpenMenu {
  rowId: GridRowId;
  top: number;
  left: number;
}

export default function RowContextMenu() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(airports);
  const [menu, setMenu] = React.useState<OpenMenu | null>(null);

  const openMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    const rowId = event.currentTarget.dataset.id;
    if (rowId === undefined) return;
    event.preventDefault(); // the browser's own menu would cover ours
    setMenu({ rowId, top: event.clientY, left: event.clientX });
  };

  const close = () => setMenu(null);

  const moveToTop = () => {
    if (menu) setRows((current) => [...current.filter((row) => row.id === menu.rowId), ...current.filter((row) => row.id !== menu.rowId)]);
    close();
  };

  const remove = () => {
    if (menu) setRows((current) => current.filter((row) => row.id !== menu.rowId));
    close();
  };

  const select = () => {
    if (menu) apiRef.current?.selectRow(menu.rowId, true);
    close();
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        slotProps={{ row: { onContextMenu: openMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={select}>Select</MenuItem>
        <MenuItem onClick={moveToTop}>Move to the top</MenuItem>
        <MenuItem onClick={remove}>Remove</MenuItem>
      </Menu>
    </Box>
  );
}
