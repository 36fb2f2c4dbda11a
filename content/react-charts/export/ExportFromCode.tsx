import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { windSolarShare } from './wind-solar';

export default function ExportFromCode() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'wind-solar-2023' })}
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Wind and solar, 2023' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={320}
        layout="horizontal"
        dataset={windSolarShare}
        yAxis={[{ scaleType: 'band', dataKey: 'country', width: 100 }]}
        xAxis={[{ valueFormatter: (v: number) => `${v}%` }]}
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'share', valueFormatter: (v) => `${v}%` },
          { dataKey: 'solar', label: 'Solar', stack: 'share', valueFormatter: (v) => `${v}%` },
        ]}
      />
    </Box>
  );
}
