import Box from '@mui/material/Box';
import Air from '@mui/icons-material/Air';
import Thermostat from '@mui/icons-material/Thermostat';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Reykjavík', temperature: 4.2, rainfall: 3.1, wind: 28 },
  { id: 2, station: 'Bergen', temperature: 7.8, rainfall: 11.4, wind: 19 },
  { id: 3, station: 'Galway', temperature: 9.5, rainfall: 6.2, wind: 33 },
  { id: 4, station: 'Brest', temperature: 11.1, rainfall: 2.7, wind: 24 },
  { id: 5, station: 'A Coruña', temperature: 13.6, rainfall: 0.4, wind: 15 },
];

// One header layout for every measurement column: icon, title, unit.
function MeasureHeader({
  icon: Icon,
  title,
  unit,
}: {
  icon: SvgIconComponent;
  title: string;
  unit: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Icon fontSize="small" aria-hidden />
      <strong>{title}</strong>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {unit}
      </Box>
    </Box>
  );
}

const columns: GridColDef[] = [
  {
    field: 'station',
    headerName: 'Weather station',
    flex: 1,
    minWidth: 150,
    headerClassName: 'station-header',
  },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
    renderHeader: () => <MeasureHeader icon={Thermostat} title="Temp." unit="°C" />,
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall (mm)',
    type: 'number',
    width: 140,
    renderHeader: () => <MeasureHeader icon={WaterDrop} title="Rain" unit="mm" />,
  },
  {
    field: 'wind',
    headerName: 'Wind gusts (km/h)',
    type: 'number',
    width: 150,
    renderHeader: () => <MeasureHeader icon={Air} title="Wind" unit="km/h" />,
  },
];

export default function ColumnHeaderCustom() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={64}
        // Styles for `headerClassName` go in the grid's own sx, after its defaults.
        sx={{
          '& .station-header': {
            backgroundColor: 'primary.main',
            color: 'primary.contrastText',
          },
          '& .station-header .MuiIconButton-root': { color: 'inherit' },
        }}
      />
    </Box>
  );
}
