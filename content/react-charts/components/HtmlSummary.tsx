import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useBarSeries } from '@mui/x-charts/hooks';

// Met Office, IPMA and AEMET, 1991–2020 normals: rainfall in mm, first half of the year.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// An HTML table under the chart, fed by the same series: totals and colours
// always match what is drawn.
function SeriesTotals() {
  const series = useBarSeries();

  return (
    <Table size="small" aria-label="Total rainfall, January to June">
      <TableHead>
        <TableRow>
          <TableCell>City</TableCell>
          <TableCell align="right">January–June</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {series.map(({ id, label, color, data }) => (
          <TableRow key={id}>
            <TableCell>
              <Box
                component="span"
                sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, bgcolor: color }}
              />
              {typeof label === 'function' ? label('legend') : label}
            </TableCell>
            <TableCell align="right">
              {data.reduce<number>((sum, value) => sum + (value ?? 0), 0)} mm
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function HtmlSummary() {
  return (
    <ChartDataProvider
      series={[
        { type: 'bar', id: 'london', label: 'London', data: [55, 41, 42, 44, 49, 45] },
        { type: 'bar', id: 'lisbon', label: 'Lisbon', data: [100, 83, 53, 65, 53, 16] },
        { type: 'bar', id: 'madrid', label: 'Madrid', data: [33, 35, 36, 45, 44, 21] },
      ]}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 40 }]}
    >
      <Box sx={{ width: '100%', height: 240 }}>
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
      <SeriesTotals />
    </ChartDataProvider>
  );
}
