import { BarChart } from '@mui/x-charts/BarChart';

// Relative frequency of the ten most common letters in English text, in percent
// (Robert Lewand, Cryptological Mathematics, 2000).
const letters = ['E', 'T', 'A', 'O', 'I', 'N', 'S', 'H', 'R', 'D'];
const percent = [12.7, 9.06, 8.17, 7.51, 6.97, 6.75, 6.33, 6.09, 5.99, 4.25];

export default function OrdinalColorBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: letters,
          // One colour per category value; anything not listed gets unknownColor.
          colorMap: {
            type: 'ordinal',
            values: ['A', 'E', 'I', 'O', 'U'],
            colors: ['#6a1b9a', '#6a1b9a', '#6a1b9a', '#6a1b9a', '#6a1b9a'],
            unknownColor: '#90a4ae',
          },
        },
      ]}
      series={[{ data: percent, label: 'Share of letters (%): vowels in purple' }]}
    />
  );
}
