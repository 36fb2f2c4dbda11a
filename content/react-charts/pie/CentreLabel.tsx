import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { totalTWh, franceMix } from './france-mix';

const Label = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 20,
}));

/** Rendered inside the chart's SVG: the drawing area gives the centre. */
function TotalInTheMiddle() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <Label x={left + width / 2} y={top + height / 2}>
      {totalTWh} TWh
    </Label>
  );
}

export default function CentreLabel() {
  return (
    <PieChart height={260} series={[{ data: franceMix, innerRadius: 70 }]}>
      <TotalInTheMiddle />
    </PieChart>
  );
}
