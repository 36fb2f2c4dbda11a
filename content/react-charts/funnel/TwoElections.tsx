import { Unstable_FunnelChart as FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';
import { turnout, turnout2016 } from './turnout';

// Both series would take the palette's colours stage by stage, and the inner funnel would
// vanish into the outer one: each election gets its own colour.
const withYear = (stages: typeof turnout, year: number, color: string) =>
  stages.map((stage) => ({ value: stage.value, color, label: `${stage.label}, ${year}` }));

export default function TwoElections() {
  return (
    <FunnelChart
      height={320}
      // Series are drawn in order, centred on one axis: the wider one goes first.
      series={[
        {
          id: 'y2020',
          data: withYear(turnout, 2020, '#90caf9'),
          valueFormatter: (item) => `${item.value} M`,
          sectionLabel: { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } },
        },
        {
          id: 'y2016',
          data: withYear(turnout2016, 2016, '#1565c0'),
          valueFormatter: (item) => `${item.value} M`,
        },
      ]}
      categoryAxis={{ categories: turnout.map((stage) => stage.label), size: 160 }}
      hideLegend
      margin={{ right: 70 }}
      // Every label carries its series' class: the 2016 labels sit on the dark funnel.
      sx={{ [`& .${funnelSectionClasses.label}.${funnelSectionClasses.series}-y2016`]: { fill: '#fff' } }}
    />
  );
}
