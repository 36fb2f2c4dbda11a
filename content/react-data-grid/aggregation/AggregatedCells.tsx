import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridAggregationModel,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// Commit rows show "16 files". On group and footer rows, `params.aggregation` is set:
// a sum or a max is still a number of files, but a size counts rows (hasCellUnit: false).
function FilesCell({
  formattedValue,
  aggregation,
}: GridRenderCellParams<Commit, number, string>) {
  if (formattedValue == null || formattedValue === '') {
    return null;
  }
  if (aggregation && !aggregation.hasCellUnit) {
    return <em>{formattedValue} commits</em>;
  }
  return (
    <span style={{ fontWeight: aggregation ? 600 : undefined }}>
      {formattedValue} files
    </span>
  );
}

const columns: GridColDef<Commit>[] = commitColumns.map((column) =>
  column.field === 'files'
    ? { ...column, width: 130, renderCell: (params) => <FilesCell {...params} /> }
    : column,
);

const builtIns: Record<string, GridAggregationFunction> = GRID_AGGREGATION_FUNCTIONS;
const functionNames = ['sum', 'max', 'size'];

export default function AggregatedCells() {
  const [model, setModel] = React.useState<GridAggregationModel>({ files: 'sum' });
  const name = model.files;
  const hasCellUnit = name ? (builtIns[name]?.hasCellUnit ?? true) : null;

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="Files"
        value={name ?? ''}
        onChange={(event) => setModel({ files: event.target.value })}
        sx={{ minWidth: 160, alignSelf: 'flex-start' }}
      >
        {functionNames.map((functionName) => (
          <MenuItem key={functionName} value={functionName}>
            {functionName}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={commits}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          initialState={{
            rowGrouping: { model: ['release'] },
            // Keep the Files column in view without scrolling sideways.
            columns: {
              columnVisibilityModel: { release: false, date: false, subject: false },
            },
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="cell-unit">
        {name ? `${name}: hasCellUnit is ${hasCellUnit}` : 'Files is not aggregated'}
      </Typography>
    </Stack>
  );
}
