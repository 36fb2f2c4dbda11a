import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import type { HighlightItemData } from '@mui/x-charts/context';

// European Parliament, political groups at the constitutive session of 16 July 2024: seats.
const groups = [
  { id: 'epp', label: 'EPP', value: 188, color: '#1e5aa8' },
  { id: 'sd', label: 'S&D', value: 136, color: '#d32f2f' },
  { id: 'pfe', label: 'Patriots for Europe', value: 84, color: '#311b92' },
  { id: 'ecr', label: 'ECR', value: 78, color: '#00838f' },
  { id: 'renew', label: 'Renew Europe', value: 77, color: '#f9a825' },
  { id: 'greens', label: 'Greens/EFA', value: 53, color: '#43a047' },
  { id: 'left', label: 'The Left', value: 46, color: '#880e4f' },
  { id: 'esn', label: 'ESN', value: 25, color: '#5d4037' },
  { id: 'ni', label: 'Non-attached', value: 33, color: '#9e9e9e' },
];
const TOTAL = groups.reduce((sum, group) => sum + group.value, 0);

const CentreText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function Centre({ item }: { item: HighlightItemData | null }) {
  const { left, top, width, height } = useDrawingArea();
  const index = item?.dataIndex;
  const group = index === undefined ? undefined : groups[index];
  const x = left + width / 2;
  return (
    <CentreText x={x} y={top + height / 2}>
      <tspan x={x} dy="-0.6em" fontSize={26}>
        {group ? group.value : TOTAL}
      </tspan>
      <tspan x={x} dy="1.7em" fontSize={12}>
        {group ? group.label : 'seats'}
      </tspan>
    </CentreText>
  );
}

export default function ParliamentGroups() {
  // The chart reports every change of the hovered slice; the centre shows that slice.
  const [hovered, setHovered] = React.useState<HighlightItemData | null>(null);
  return (
    <PieChart
      height={300}
      series={[
        {
          data: groups,
          innerRadius: '62%',
          paddingAngle: 1,
          cornerRadius: 2,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 6 },
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      onHighlightChange={setHovered}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    >
      <Centre item={hovered} />
    </PieChart>
  );
}
