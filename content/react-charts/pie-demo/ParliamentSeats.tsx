import { PieChart } from '@mui/x-charts/PieChart';

// House of Commons Library, General election 2024 results: seats won, of 650.
const seats = [
  { id: 'lab', label: 'Labour', value: 411, color: '#e4003b' },
  { id: 'ld', label: 'Liberal Democrats', value: 72, color: '#faa61a' },
  { id: 'snp', label: 'SNP', value: 9, color: '#fdf38e' },
  { id: 'other', label: 'Others', value: 37, color: '#9e9e9e' },
  { id: 'con', label: 'Conservative', value: 121, color: '#0087dc' },
];

export default function ParliamentSeats() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: seats,
          // A hemicycle: half a donut, centred low in the box.
          startAngle: -90,
          endAngle: 90,
          // A half circle can be twice as wide as it is high: size it in pixels.
          innerRadius: 80,
          outerRadius: 160,
          cy: '95%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
    />
  );
}
