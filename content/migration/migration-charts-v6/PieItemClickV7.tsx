import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const channels = [
  { id: 'web', value: 4820, label: 'Web shop' },
  { id: 'stores', value: 3150, label: 'Stores' },
  { id: 'marketplaces', value: 1730, label: 'Marketplaces' },
  { id: 'phone', value: 410, label: 'Phone orders' },
];

const total = channels.reduce((sum, channel) => sum + channel.value, 0);

export default function PieItemClickV7() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const channel = channels.find((item) => item.id === selected);

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[
          {
            data: channels,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // v7 name; the v6 `onClick` prop of PieChart no longer exists
        onItemClick={(event, identifier, item) => setSelected(String(item.id))}
      />
      <Typography variant="body2">
        {channel
          ? `${channel.label}: ${channel.value} orders (${Math.round(
              (channel.value / total) * 100,
            )}% of ${total})`
          : 'Click a slice to see its share of orders.'}
      </Typography>
    </Stack>
  );
}
