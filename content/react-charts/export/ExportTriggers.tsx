import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { windSolarShare } from './wind-solar';

// Export without a menu: one button per format, and a title that goes into the file,
// since the toolbar is part of what gets exported.
function DownloadBar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 8 }}>
      <Typography variant="subtitle2" component="span" sx={{ mr: 'auto' }}>
        Wind and solar share of electricity, 2023 (Ember)
      </Typography>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'wind-solar-2023' }}
        render={<Button size="small" variant="outlined" />}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/jpeg', quality: 0.8, fileName: 'wind-solar-2023' }}
        render={<Button size="small" variant="outlined" />}
      >
        JPEG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger
        options={{ fileName: 'Wind and solar share, 2023' }}
        render={<Button size="small" variant="outlined" />}
      >
        Print
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

export default function ExportTriggers() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPro
        // showToolbar renders the toolbar slot, default or yours.
        showToolbar
        slots={{ toolbar: DownloadBar }}
        height={340}
        dataset={windSolarShare}
        xAxis={[{ scaleType: 'band', dataKey: 'country' }]}
        yAxis={[{ width: 40, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'share', valueFormatter: (v) => `${v}%` },
          { dataKey: 'solar', label: 'Solar', stack: 'share', valueFormatter: (v) => `${v}%` },
        ]}
      />
    </Box>
  );
}
