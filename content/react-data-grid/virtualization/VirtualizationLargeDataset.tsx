import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridRenderContextSelector,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
  type GridRenderContext,
} from '@mui/x-data-grid-pro';

const ROW_COUNT = 10_000;
const SENSOR_COUNT = 999; // plus the reading number: 1,000 columns

interface Reading {
  id: number;
}

// Every value is computed from the row and column indexes: no random data,
// and no 10 million values held in memory.
const temperature = (row: number, sensor: number) =>
  18 + ((row * 37 + sensor * 101) % 100) / 10;

const initialState: GridInitialState = { pinnedColumns: { left: ['id'] } };

const format = (value: number) => value.toLocaleString('en-US');

// Render context indexes start at 0; the last ones are exclusive.
const describe = (context: GridRenderContext) => {
  const firstRow = format(context.firstRowIndex + 1);
  const lastRow = format(context.lastRowIndex);
  const columns = `${context.firstColumnIndex + 1}–${context.lastColumnIndex}`;
  return [
    `In the DOM: rows ${firstRow}–${lastRow}, columns ${columns}`,
    'and the pinned first column,',
    `out of ${format(ROW_COUNT)} rows × ${format(SENSOR_COUNT + 1)} columns`,
  ].join(' ');
};

export default function VirtualizationLargeDataset() {
  const apiRef = useGridApiRef();
  const [context, setContext] = React.useState<GridRenderContext | null>(null);

  const rows = React.useMemo<Reading[]>(
    () => Array.from({ length: ROW_COUNT }, (_, index) => ({ id: index + 1 })),
    [],
  );

  const columns = React.useMemo<GridColDef<Reading>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Reading',
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => format(value),
      },
      ...Array.from({ length: SENSOR_COUNT }, (_, index): GridColDef<Reading> => ({
        field: `sensor${index + 1}`,
        headerName: `Sensor ${index + 1}`,
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => temperature(row.id, index + 1),
        valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
      })),
    ],
    [],
  );

  // Report which slice of the grid is in the DOM. Reading the state catches every update,
  // including the one a moment after scrolling stops, when the buffers come back.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('stateChange', () => {
        setContext(gridRenderContextSelector(apiRef));
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
        />
      </Box>
      {/* Two lines kept for the report, which the grid sends only once it is in the browser. */}
      <Typography variant="body2" sx={{ mt: 2, minHeight: 40 }}>
        {context
          ? describe(context)
          : 'Scroll the grid to see which rows and columns are rendered.'}
      </Typography>
    </Box>
  );
}
