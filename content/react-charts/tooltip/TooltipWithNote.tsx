import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsAxisTooltipContent,
  ChartsTooltipContainer,
} from '@mui/x-charts/ChartsTooltip';
import { airports, codes } from './airports';

const millions = (value: number | null) => `${value} M`;

// The built-in table, unchanged, with a line of our own under it. The container only
// opens while the pointer is over an x position, so the Paper never shows empty.
function NotedTooltip() {
  return (
    <ChartsTooltipContainer trigger="axis">
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {/* The content brings its own border; the Paper draws one already. */}
        <ChartsAxisTooltipContent sx={{ border: 0, borderRadius: 0 }} />
        <Typography
          component="p"
          variant="caption"
          sx={{ px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          Source: ACI World
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipWithNote() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: codes }]}
      yAxis={[{ width: 60, label: 'Passengers (millions)' }]}
      series={[
        { data: airports.map((a) => a.y2019), label: '2019', valueFormatter: millions },
        { data: airports.map((a) => a.y2023), label: '2023', valueFormatter: millions },
      ]}
      slots={{ tooltip: NotedTooltip }}
    />
  );
}
