import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// United Nations, World Population Prospects 2022: population by region in 2023, in millions.
const regions = [
  { id: 'asia', label: 'Asia', value: 4753 },
  { id: 'africa', label: 'Africa', value: 1460 },
  { id: 'europe', label: 'Europe', value: 742 },
  { id: 'latam', label: 'Latin America and the Caribbean', value: 664 },
  { id: 'northam', label: 'Northern America', value: 378 },
  { id: 'oceania', label: 'Oceania', value: 45 },
];
const billions = (regions.reduce((sum, region) => sum + region.value, 0) / 1000).toFixed(1);

const Centre = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function Total() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <Centre x={left + width / 2} y={top + height / 2}>
      <tspan x={left + width / 2} dy="-0.6em" fontSize={22}>
        {billions} bn
      </tspan>
      <tspan x={left + width / 2} dy="1.6em" fontSize={12}>
        people, 2023
      </tspan>
    </Centre>
  );
}

export default function WorldPopulation() {
  return (
    <PieChart
      height={280}
      series={[{ data: regions, innerRadius: 75, paddingAngle: 1, cornerRadius: 3, valueFormatter: (item) => `${item.value} million` }]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    >
      <Total />
    </PieChart>
  );
}
