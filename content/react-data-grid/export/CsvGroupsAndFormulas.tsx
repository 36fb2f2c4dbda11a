import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019', type: 'number', width: 90 },
  { field: 'y2023', headerName: '2023', type: 'number', width: 90 },
  {
    field: 'change',
    headerName: 'Change',
    width: 100,
    valueGetter: (_value, row) => (row.y2023 - row.y2019) / row.y2019,
    // The leading sign is what escapeFormulas reacts to.
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'passengers',
    headerName: 'Passengers (millions)',
    children: [{ field: 'y2019' }, { field: 'y2023' }],
  },
];

export default function CsvGroupsAndFormulas() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState({
    includeColumnGroupsHeaders: true,
    escapeFormulas: true,
  });
  const [csv, setCsv] = React.useState('');

  const show = (next: typeof options) => {
    setOptions(next);
    setCsv(apiRef.current?.getDataAsCsv(next) ?? '');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => show(options)}>
          Show as CSV
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={options.includeColumnGroupsHeaders}
              onChange={(event) =>
                show({ ...options, includeColumnGroupsHeaders: event.target.checked })
              }
            />
          }
          label="includeColumnGroupsHeaders"
        />
        <FormControlLabel
          control={
            <Switch
              checked={options.escapeFormulas}
              onChange={(event) => show({ ...options, escapeFormulas: event.target.checked })}
            />
          }
          label="escapeFormulas"
        />
      </Stack>
      <div style={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          hideFooter
        />
      </div>
      <pre
        role="region"
        aria-label="CSV with column groups"
        tabIndex={0}
        style={{ fontSize: 12, margin: 0, minHeight: 40 }}
      >
        {csv}
      </pre>
    </Stack>
  );
}
