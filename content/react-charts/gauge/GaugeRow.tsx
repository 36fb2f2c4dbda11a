import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// RTE, Bilan électrique 2023: share of France's electricity from each source, in percent.
const SOURCES = [
  { name: 'Nuclear', share: 65, color: '#7e57c2' },
  { name: 'Hydro', share: 12, color: '#29b6f6' },
  { name: 'Wind', share: 10, color: '#66bb6a' },
];

export default function GaugeRow() {
  return (
    <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-around' }}>
      {SOURCES.map((source) => (
        <Stack key={source.name} sx={{ alignItems: 'center' }}>
          <Gauge
            value={source.share}
            width={120}
            height={120}
            innerRadius="75%"
            text={({ value }) => `${value}%`}
            sx={{ [`& .${gaugeClasses.valueArc}`]: { fill: source.color } }}
          />
          <Typography component="p" variant="body2">
            {source.name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
