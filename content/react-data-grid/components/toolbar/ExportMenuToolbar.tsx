import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

function ExportMenuBar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id={buttonId}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* onClick goes on the export component: it overrides the element's own. */}
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'busiest-airports-2023' }}
          onClick={close}
        >
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ExportMenuToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ toolbar: ExportMenuBar }}
        showToolbar
        // Printing shows every row on one page, so it sets the page size to the
        // row count (10): listing it here spares a warning from the pagination.
        pageSizeOptions={[10, 25, 50, 100]}
      />
    </Box>
  );
}
