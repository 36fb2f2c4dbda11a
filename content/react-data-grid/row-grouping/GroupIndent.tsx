import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Wide enough for an author's name three levels down.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = { width: 320 };

export default function GroupIndent() {
  // Each level shifts a group cell right by this number times the theme's spacing unit.
  const [multiplier, setMultiplier] = React.useState(2);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={multiplier}
        onChange={(_, value: number | null) => value !== null && setMultiplier(value)}
        aria-label="Indentation multiplier"
        // One-digit buttons would be narrower than a fingertip target (24 px).
        sx={{ alignSelf: 'flex-start', '& .MuiToggleButton-root': { minWidth: 40 } }}
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={2}>2 (default)</ToggleButton>
        <ToggleButton value={4}>4</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={2}
          initialState={{ rowGrouping: { model: ['release', 'product', 'author'] } }}
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
        />
      </Box>
    </Stack>
  );
}
