import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridAggregationModelSelector,
  useGridApiRef,
  type GridAggregationModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const initialModel: GridAggregationModel = { files: 'sum' };

export default function AggregationFromCode() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only prints it.
  const [model, setModel] = React.useState(initialModel);

  // setAggregationModel replaces the whole model: merge into the current one to change one column.
  const setFunction = (field: string, name: string) =>
    apiRef.current?.setAggregationModel({
      ...gridAggregationModelSelector(apiRef),
      [field]: name,
    });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setFunction('files', 'max')}
        >
          Largest commit
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setFunction('date', 'min')}
        >
          Add first date
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({})}
        >
          No aggregation
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          onAggregationModelChange={setModel}
          initialState={{
            rowGrouping: { model: ['release'] },
            aggregation: { model: initialModel },
            // Keep Date and Files in view without scrolling sideways.
            columns: {
              columnVisibilityModel: {
                release: false,
                author: false,
                subject: false,
              },
            },
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="aggregation-model">
        Model: {JSON.stringify(model)}
      </Typography>
    </Stack>
  );
}
