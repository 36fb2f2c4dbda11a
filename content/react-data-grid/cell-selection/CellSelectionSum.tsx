import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface RegionSales {
  id: number;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const rows: RegionSales[] = [
  { id: 1, region: 'Nordics', jan: 412, feb: 388, mar: 455, apr: 471 },
  { id: 2, region: 'Benelux', jan: 356, feb: 341, mar: 390, apr: 402 },
  { id: 3, region: 'Iberia', jan: 298, feb: 315, mar: 344, apr: 367 },
  { id: 4, region: 'DACH', jan: 521, feb: 498, mar: 563, apr: 590 },
  { id: 5, region: 'Baltics', jan: 143, feb: 151, mar: 166, apr: 172 },
  { id: 6, region: 'Balkans', jan: 187, feb: 179, mar: 204, apr: 219 },
];

const months = ['jan', 'feb', 'mar', 'apr'] as const;

// One line per row keeps the printed model short.
const printable = (model: GridCellSelectionModel) => {
  const lines = Object.entries(model).map(
    ([id, fields]) => `  "${id}": ${JSON.stringify(fields)}`,
  );
  return lines.length > 0 ? `{\n${lines.join(',\n')}\n}` : '{}';
};

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 130 },
  ...months.map((month): GridColDef<RegionSales> => ({
    field: month,
    headerName: `${month[0].toUpperCase()}${month.slice(1)} (k€)`,
    type: 'number',
    width: 110,
  })),
];

export default function CellSelectionSum() {
  const [cellSelectionModel, setCellSelectionModel] =
    React.useState<GridCellSelectionModel>({
      2: { feb: true, mar: true },
      3: { feb: true, mar: true },
    });

  // The model maps row ids to the fields selected in that row.
  let total = 0;
  let count = 0;
  Object.entries(cellSelectionModel).forEach(([id, fields]) => {
    const row = rows.find((candidate) => String(candidate.id) === id);
    Object.entries(fields).forEach(([field, selected]) => {
      const value = row?.[field as keyof RegionSales];
      if (selected && typeof value === 'number') {
        total += value;
        count += 1;
      }
    });
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // Clicks select cells only, not whole rows as well.
          disableRowSelectionOnClick
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(model) => setCellSelectionModel(model)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {count} figures selected, total {total} k€
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
        }}
      >
        {printable(cellSelectionModel)}
      </Box>
    </Box>
  );
}
