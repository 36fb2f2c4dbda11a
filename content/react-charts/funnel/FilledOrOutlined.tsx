import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { admissions } from './admissions';

type Variant = 'filled' | 'outlined';

export default function FilledOrOutlined() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_, next: Variant | null) => next && setVariant(next)}
        aria-label="Funnel variant"
      >
        <ToggleButton value="filled">filled</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[
          {
            data: admissions,
            variant,
            // Point at a stage: filled sections fade the others, outlined ones fill in instead.
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
      />
    </Box>
  );
}
