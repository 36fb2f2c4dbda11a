import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BarChart, type BarElementSlots } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';
import { cities, type City, months, rainfallByCity } from './rainfall';

// 8.7.0 does not export the bar slot's props type: read it from the slot.
type BarProps = React.ComponentProps<Extract<BarElementSlots['bar'], React.JSXElementConstructor<never>>>;

// A bar with rounded corners that keeps the built-in grow-from-the-axis animation.
function RoundedBar(props: BarProps) {
  const { id, dataIndex, color, ownerState, xOrigin, yOrigin, x, y, width, height, layout, skipAnimation, ...other } = props;
  const animated = useAnimateBar({ x, y, xOrigin, yOrigin, width, height, layout, skipAnimation });

  return <rect {...other} {...animated} fill={color} rx={Math.min(6, width / 2)} />;
}

export default function CustomBarAnimation() {
  const [index, setIndex] = React.useState(0);
  const city: City = cities[index];

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={() => setIndex((index + 1) % cities.length)}>
        Next city ({cities[(index + 1) % cities.length]})
      </Button>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: rainfallByCity[city], label: `${city} rainfall (mm)` }]}
        slots={{ bar: RoundedBar }}
      />
    </Box>
  );
}
