import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const criteria = ['release', 'product', 'author'] as const;

export default function ControlledGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['product']);

  const toggle = (field: string) =>
    setModel((current) =>
      current.includes(field) ? current.filter((item) => item !== field) : [...current, field],
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="group" aria-label="Group by">
        {criteria.map((field) => (
          <Chip
            key={field}
            label={field}
            color={model.includes(field) ? 'primary' : 'default'}
            variant={model.includes(field) ? 'filled' : 'outlined'}
            onClick={() => toggle(field)}
            aria-pressed={model.includes(field)}
          />
        ))}
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </div>
      <code>rowGroupingModel: {JSON.stringify(model)}</code>
    </Stack>
  );
}
