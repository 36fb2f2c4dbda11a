import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLegend } from '@mui/x-charts/hooks';
import { regions } from './population';

const total = regions.reduce((sum, region) => sum + region.value, 0);

// A legend slot is any component: this one adds each region's share.
function ShareLegend() {
  const { items } = useLegend();

  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 0.75, width: '100%', maxWidth: 360 }}
    >
      {items.map((item) => {
        const value = regions.find((region) => region.id === item.itemId)?.value ?? 0;
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {((value / total) * 100).toFixed(1)}%
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export default function CustomLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[{ data: regions, innerRadius: 60, paddingAngle: 1, cornerRadius: 3 }]}
        slots={{ legend: ShareLegend }}
        // A horizontal legend sits below the pie (at 'bottom'): room for the shares on a phone too.
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom' } } }}
      />
    </Box>
  );
}
