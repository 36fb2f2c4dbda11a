import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

export default function DatasetScatter() {
  return (
    <ScatterChart
      height={320}
      // The rows go in as they are; the series names the columns that hold x, y and the id.
      dataset={countries}
      series={[
        {
          label: 'Countries, 2022',
          datasetKeys: { id: 'id', x: 'gdpPerCapita', y: 'lifeExpectancy' },
          valueFormatter: (point, { dataIndex }) =>
            point && `${countries[dataIndex]?.name}: $${point.x}, ${point.y} years`,
        },
      ]}
      xAxis={[
        {
          scaleType: 'log',
          label: 'GDP per capita (US$)',
          tickInterval: [1000, 10000, 100000],
        },
      ]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
