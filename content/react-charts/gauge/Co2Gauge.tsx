import { Gauge } from '@mui/x-charts/Gauge';

// NOAA, Mauna Loa Observatory: 421.08 ppm of CO₂ in 2023 (annual mean), on a scale
// from the pre-industrial level of about 280 ppm.
export default function Co2Gauge() {
  return (
    <Gauge
      value={421.08}
      valueMin={280}
      valueMax={450}
      startAngle={-110}
      endAngle={110}
      height={220}
      // The text is a function of the value and the range.
      text={({ value, valueMin }) => `${value} ppm\n+${Math.round((value ?? valueMin) - valueMin)} since 1750`}
    />
  );
}
