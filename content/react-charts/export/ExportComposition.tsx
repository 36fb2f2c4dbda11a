import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { windSolarShare } from './wind-solar';

// The export takes the element that holds the chart root ref: here a title,
// the legend and the SVG together.
function ExportArea({ children }: { children: React.ReactNode }) {
  const rootRef = useChartRootRef();
  return (
    <Box ref={rootRef} sx={{ p: 2, bgcolor: 'background.paper' }}>
      {children}
    </Box>
  );
}

export default function ExportComposition() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.exportAsImage({ fileName: 'wind-solar-with-title' })}
      >
        Download PNG
      </Button>
      <ChartDataProviderPro
        apiRef={apiRef}
        dataset={windSolarShare}
        series={[
          { type: 'bar', dataKey: 'wind', label: 'Wind', stack: 'share' },
          { type: 'bar', dataKey: 'solar', label: 'Solar', stack: 'share' },
        ]}
        xAxis={[{ scaleType: 'band', dataKey: 'country' }]}
        yAxis={[{ width: 40, valueFormatter: (v: number) => `${v}%` }]}
      >
        <ExportArea>
          <Typography variant="subtitle1" component="p">
            Wind and solar share of electricity, 2023 (Ember)
          </Typography>
          <ChartsLegend />
          <Box sx={{ height: 260 }}>
            <ChartsSurface>
              <BarPlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </Box>
        </ExportArea>
      </ChartDataProviderPro>
    </Box>
  );
}
