import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { finishers, type Finisher } from './berlin-2009-100m';

type Runner = Omit<Finisher, 'place' | 'time'> & {
  place: number | null;
  time: number | null;
};

// The race clock counts hundredths of a second. The replay starts just before
// the first runner reaches the line and moves one hundredth every 50 ms.
const START = 950;
const END = 1034;
const hundredths = (seconds: number) => Math.round(seconds * 100);

// Nobody has finished yet: the rows carry no place and no time.
const startList: Runner[] = finishers
  .map(({ id, athlete, country }) => ({
    id,
    athlete,
    country,
    place: null,
    time: null,
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

const columns: GridColDef<Runner>[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 90 },
  {
    field: 'time',
    headerName: 'Time',
    type: 'number',
    width: 90,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toFixed(2),
  },
  { field: 'place', headerName: 'Place', type: 'number', width: 80 },
];

export default function RowUpdatesRaceReplay() {
  const apiRef = useGridApiRef();
  const clockRef = React.useRef(START);
  const [clock, setClock] = React.useState(START);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      if (clockRef.current >= END) {
        return;
      }
      const next = clockRef.current + 1;
      clockRef.current = next;
      // Only the runners who cross the line at this hundredth get an update.
      const crossing = finishers.filter(
        (runner) => hundredths(runner.time) === next,
      );
      if (crossing.length > 0) {
        apiRef.current?.updateRows(
          crossing.map(({ id, place, time }) => ({ id, place, time })),
        );
      }
      setClock(next);
      if (next >= END) {
        setRunning(false);
      }
    }, 50);
    // Stop the timer on pause, at the end of the race, and on unmount.
    return () => window.clearInterval(timer);
  }, [running, apiRef]);

  const reset = () => {
    setRunning(false);
    clockRef.current = START;
    setClock(START);
    apiRef.current?.setRows(startList);
  };

  const finished = finishers.filter((runner) => hundredths(runner.time) <= clock);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={clock >= END}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause' : 'Start'}
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro rows={startList} columns={columns} apiRef={apiRef} hideFooter />
      </Box>
      <Typography variant="body2" data-testid="race-clock">
        Race clock: {(clock / 100).toFixed(2)} s, {finished.length} of{' '}
        {finishers.length} finished
      </Typography>
    </Stack>
  );
}
