import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, type GaugeProps } from '@mui/x-charts/Gauge';

type Ring = {
  caption: string;
  props: Pick<GaugeProps, 'innerRadius' | 'outerRadius' | 'cornerRadius'>;
};

// The same value three times, with different rings. Percentages are of the largest
// radius that fits; a percentage in cornerRadius is of the ring's thickness.
const RINGS: Ring[] = [
  { caption: 'Defaults', props: {} },
  { caption: "innerRadius '92%'", props: { innerRadius: '92%' } },
  {
    caption: "'50%' to '85%', cornerRadius '50%'",
    props: { innerRadius: '50%', outerRadius: '85%', cornerRadius: '50%' },
  },
];

// RTE, Bilan électrique 2023: nuclear power made 65 % of France's electricity.
export default function GaugeRadii() {
  return (
    <Stack direction="row" useFlexGap sx={{ width: '100%', flexWrap: 'wrap', justifyContent: 'space-around', rowGap: 2 }}>
      {RINGS.map((ring) => (
        <Stack key={ring.caption} sx={{ alignItems: 'center', width: 160 }}>
          <Gauge
            value={65}
            width={140}
            height={140}
            text={({ value }) => `${value}%`}
            {...ring.props}
          />
          <Typography component="p" variant="body2" sx={{ textAlign: 'center' }}>
            {ring.caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
