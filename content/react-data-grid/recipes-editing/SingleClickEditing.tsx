import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
  {
    field: 'floors',
    headerName: 'Floors',
    type: 'number',
    width: 90,
    editable: true,
  },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 110,
    // A year, not a quantity: no thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

export default function SingleClickEditing() {
  const [rows, setRows] = React.useState(skyscrapers);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // One click opens an editable cell; every other cell goes back to view mode (and saves).
  const handleCellClick = (params: GridCellParams) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    setCellModesModel((model) => {
      const allInView = Object.fromEntries(
        Object.entries(model).map(([id, fields]) => [
          id,
          Object.fromEntries(
            Object.keys(fields).map((field) => [
              field,
              { mode: GridCellModes.View },
            ]),
          ),
        ]),
      );
      return {
        ...allInView,
        // Keep the row's other cells, now in view mode: a cell left out of the model would stay open.
        [params.id]: {
          ...allInView[params.id],
          [params.field]: { mode: GridCellModes.Edit },
        },
      };
    });
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        processRowUpdate={(newRow) => {
          setRows((list) =>
            list.map((row) => (row.id === newRow.id ? newRow : row)),
          );
          return newRow;
        }}
      />
    </Box>
  );
}
