import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HighlightItemData } from '@mui/x-charts/context';
import { cells, cities, months } from './temperatures';

// The coldest and the warmest cells, found in the data rather than typed.
const cellOf = (dataIndex: number): HighlightItemData => ({ seriesId: 'normals', dataIndex });
const extremeIndex = (isBetter: (a: number, b: number) => boolean) =>
  cells.reduce(
    (best, cell, index) => (isBetter(cell[2], cells[best]?.[2] ?? cell[2]) ? index : best),
    0,
  );
const COLDEST = cellOf(extremeIndex((a, b) => a < b));
const WARMEST = cellOf(extremeIndex((a, b) => a > b));

function describe(item: HighlightItemData | null) {
  const index = item?.dataIndex;
  const cell = index === undefined ? undefined : cells[index];
  if (!cell) {
    return 'Point at a cell.';
  }
  const [month, city, temperature] = cell;
  return `${cities[city]}, ${months[month]}: ${temperature} °C`;
}

export default function HeatmapHighlight() {
  // Controlled: the buttons set the highlighted cell, and the pointer reports its own.
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(COLDEST);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => setHighlighted(COLDEST)}>
          Coldest
        </Button>
        <Button size="small" onClick={() => setHighlighted(WARMEST)}>
          Warmest
        </Button>
        <Typography variant="body2">{describe(highlighted)}</Typography>
      </Stack>
      <Heatmap
        height={220}
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 70 }]}
        series={[
          {
            id: 'normals',
            data: cells,
            // Without a scope, nothing is highlighted or faded.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        zAxis={[
          { colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] } },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        // The built-in fade only desaturates a little: dim the other cells instead.
        sx={{ [`& .${heatmapClasses.faded}`]: { opacity: 0.3 } }}
      />
    </Box>
  );
}
