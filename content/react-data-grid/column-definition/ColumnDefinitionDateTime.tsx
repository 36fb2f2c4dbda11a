import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Apollo 11 mission timeline, NASA History Office. Instants in UTC.
const rows = [
  { id: 1, event: 'Launch from Kennedy Space Center', at: '1969-07-16T13:32:00Z' },
  {
    id: 2,
    event: 'Eagle lands in the Sea of Tranquility',
    at: '1969-07-20T20:17:40Z',
  },
  { id: 3, event: 'Neil Armstrong steps onto the Moon', at: '1969-07-21T02:56:15Z' },
  { id: 4, event: 'Eagle lifts off from the Moon', at: '1969-07-21T17:54:00Z' },
  { id: 5, event: 'Splashdown in the Pacific Ocean', at: '1969-07-24T16:50:35Z' },
];

type Zone = 'local' | 'utc';

const utc = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export default function ColumnDefinitionDateTime() {
  const [zone, setZone] = React.useState<Zone>('local');

  const columns = React.useMemo<GridColDef<(typeof rows)[number]>[]>(
    () => [
      { field: 'event', headerName: 'Event', flex: 1, minWidth: 200 },
      {
        field: 'at',
        headerName: zone === 'utc' ? 'Time (UTC)' : 'Time (yours)',
        type: 'dateTime',
        width: 220,
        // dateTime columns need Date objects, not ISO strings.
        valueGetter: (value: string) => new Date(value),
        // Without a formatter, the grid calls value.toLocaleString().
        ...(zone === 'utc' && {
          valueFormatter: (value: Date) => `${utc.format(value)} UTC`,
        }),
      },
    ],
    [zone],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={zone}
        onChange={(_event, next: Zone | null) => next && setZone(next)}
        aria-label="Time zone"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="local">Your time zone</ToggleButton>
        <ToggleButton value="utc">UTC</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="time-zone">
        {zone === 'utc'
          ? 'Times formatted in UTC by a valueFormatter'
          : "Times formatted by the grid, in this browser's locale and time zone"}
      </Typography>
    </Box>
  );
}
