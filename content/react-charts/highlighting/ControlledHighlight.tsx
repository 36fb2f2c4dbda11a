import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { regions, years } from './regions';

export default function ControlledHighlight() {
  const [item, setItem] = React.useState<HighlightItemData | null>({ seriesId: 'africa' });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label="Highlighted region"
          value={item ? String(item.seriesId) : ''}
          onChange={(event) => setItem(event.target.value ? { seriesId: event.target.value } : null)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">None</MenuItem>
          {regions.map((region) => (
            <MenuItem key={region.id} value={region.id}>
              {region.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" component="code">
          highlightedItem: {JSON.stringify(item)}
        </Typography>
      </Stack>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ width: 40 }]}
        series={regions.map((region) => ({
          ...region,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        // Hovering still works: it reports the new item and the state follows it.
        highlightedItem={item}
        onHighlightChange={setItem}
      />
    </Box>
  );
}
