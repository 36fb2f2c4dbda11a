import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Stop {
  id: number;
}

const HOURS = 40;

const rows: Stop[] = Array.from({ length: 100 }, (_, index) => ({ id: index + 1 }));

// A bus timetable: stop N is reached N * 2 minutes after each hourly departure.
const columns: GridColDef<Stop>[] = [
  { field: 'id', headerName: 'Stop', width: 80 },
  ...Array.from({ length: HOURS }, (_, hour): GridColDef<Stop> => ({
    field: `run${hour}`,
    headerName: `Run ${hour + 1}`,
    width: 90,
    sortable: false,
    valueGetter: (_value, row) => {
      const minutes = (5 * 60 + hour * 30 + row.id * 2) % (24 * 60);
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      return `${hh}:${String(minutes % 60).padStart(2, '0')}`;
    },
  })),
];

export default function VirtualizationToggle() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);
  const [cellCount, setCellCount] = React.useState<number | null>(null);

  // Counts the cells the browser holds whenever the grid's DOM changes.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    let frame = 0;
    const count = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setCellCount(container.querySelectorAll('[role="gridcell"]').length);
      });
    };
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableVirtualization}
            onChange={(event) => setDisableVirtualization(event.target.checked)}
          />
        }
        label="disableVirtualization"
      />
      <Box ref={containerRef} sx={{ height: 400, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={disableVirtualization}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {cellCount === null
          ? 'Counting cells…'
          : `Cells in the DOM: ${cellCount} of ${rows.length * (HOURS + 1)}`}
      </Typography>
    </Box>
  );
}
