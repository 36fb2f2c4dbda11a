import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

function SaveOnSelectEditCell(props: GridRenderEditCellParams) {
  const { id, field } = props;
  const apiRef = useGridApiContext();

  // The built-in select, told to store the pick and save it at once.
  const handleValueChange = async (_event: unknown, newValue: unknown) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue });
    // Enter on an option has already ended editing through the grid's own key handling.
    if (apiRef.current.getCellMode(id, field) === GridCellModes.Edit) {
      apiRef.current.stopCellEditMode({ id, field, cellToFocusAfter: 'below' });
    }
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const countries = [...new Set(skyscrapers.map((building) => building.country))].sort();

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 200 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: countries,
    width: 220,
    editable: true,
    renderEditCell: (params) => <SaveOnSelectEditCell {...params} />,
  },
  { field: 'city', headerName: 'City', width: 150 },
];

export default function SaveOnSelect() {
  const [rows, setRows] = React.useState(skyscrapers);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow) => {
          setRows((list) => list.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
