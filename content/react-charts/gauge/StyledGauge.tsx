import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function StyledGauge() {
  return (
    <Gauge
      value={65}
      height={200}
      startAngle={-90}
      endAngle={90}
      innerRadius="70%"
      cornerRadius="50%"
      text={({ value }) => `${value}%`}
      sx={{
        [`& .${gaugeClasses.valueArc}`]: { fill: '#2e7d32' },
        [`& .${gaugeClasses.referenceArc}`]: { fill: '#e0e0e0' },
        [`& .${gaugeClasses.valueText}`]: { fontSize: 28, transform: 'translate(0px, -12px)' },
      }}
    />
  );
}
