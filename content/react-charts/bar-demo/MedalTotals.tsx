import { BarChart } from '@mui/x-charts/BarChart';
import { medals } from './medals';

const total = (nation: string) => {
  const row = medals.find((entry) => entry.nation === nation);
  return row ? row.gold + row.silver + row.bronze : 0;
};

export default function MedalTotals() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={medals}
      yAxis={[{ scaleType: 'band', dataKey: 'nation', width: 110 }]}
      series={[
        { id: 'gold', dataKey: 'gold', label: 'Gold', stack: 'medals', color: '#c9a227' },
        { id: 'silver', dataKey: 'silver', label: 'Silver', stack: 'medals', color: '#9ea7ad' },
        { id: 'bronze', dataKey: 'bronze', label: 'Bronze', stack: 'medals', color: '#a5672e' },
      ]}
      // Label only the last segment of each pile, with the nation's total.
      barLabel={(item) => (item.seriesId === 'bronze' ? `${total(medals[item.dataIndex]?.nation ?? '')}` : null)}
    />
  );
}
