import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEvents,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const write = (name: GridEvents, detail: string) =>
      setLog((lines) => [`${name}: ${detail}`, ...lines].slice(0, 6));

    // Each subscription returns its own unsubscribe function.
    const unsubscribers = [
      api.subscribeEvent('cellClick', (params) =>
        write('cellClick', `${params.field} of ${params.id}`),
      ),
      api.subscribeEvent('columnHeaderClick', (params) =>
        write('columnHeaderClick', params.field),
      ),
      api.subscribeEvent('sortModelChange', (model) =>
        write('sortModelChange', JSON.stringify(model)),
      ),
      api.subscribeEvent('rowSelectionChange', (model) =>
        write('rowSelectionChange', `${model.ids.size} selected`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" component="p" color="text.secondary">
        Click a cell or a header: the newest event comes first.
      </Typography>
      <Box component="ol" aria-label="Event log" sx={{ m: 0, pl: 3, minHeight: 120 }}>
        {log.map((line, index) => (
          <li key={log.length - index}>
            <code>{line}</code>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
