import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const STORAGE_KEY = 'airports-grid-view';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

function readSavedView(): GridInitialState {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as GridInitialState;
  } catch {
    return {}; // Written by another version of the page, or by hand: start afresh.
  }
}

export default function PersistedView() {
  const apiRef = useGridApiRef();
  // undefined until the browser has been asked: the server has no localStorage.
  const [initialState, setInitialState] = React.useState<GridInitialState>();

  React.useEffect(() => setInitialState(readSavedView()), []);

  React.useEffect(() => {
    if (!initialState) return undefined;
    const save = () => {
      const view = apiRef.current?.exportState({ exportOnlyDirtyModels: true });
      if (view) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(view));
    };
    // Leaving or reloading the page; the grid is still mounted at that point.
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [apiRef, initialState]);

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialState(undefined);
    // A new grid mounts with the default view.
    setTimeout(() => setInitialState({}));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" onClick={forget} sx={{ alignSelf: 'flex-start' }}>
        Forget the saved view
      </Button>
      <Box sx={{ height: 320 }}>
        {initialState && (
          <DataGrid
            apiRef={apiRef}
            rows={airports}
            columns={columns}
            initialState={initialState}
            showToolbar
          />
        )}
      </Box>
    </Stack>
  );
}
