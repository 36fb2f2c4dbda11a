import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  price: number;
  version: number;
}

const initialProducts: Product[] = [
  { id: 'TEA-01', name: 'Sencha, 100 g', price: 9.5, version: 1 },
  { id: 'TEA-02', name: 'Darjeeling, 100 g', price: 12, version: 1 },
  { id: 'TEA-03', name: 'Rooibos, 250 g', price: 8.25, version: 1 },
  { id: 'TEA-04', name: 'Oolong, 100 g', price: 14.9, version: 1 },
  { id: 'TEA-05', name: 'Yerba mate, 500 g', price: 11.4, version: 1 },
];

/**
 * A stand-in for a server: it keeps its own copy of the data, answers after a
 * delay, validates, and returns the record as stored. No network involved.
 */
function createProductStore(products: Product[]) {
  const records = new Map(products.map((product) => [product.id, product]));
  return {
    save(product: Product) {
      return new Promise<Product>((resolve, reject) => {
        setTimeout(() => {
          const name = product.name.trim();
          if (name === '') {
            reject(new Error('The name cannot be empty.'));
            return;
          }
          if (!(product.price > 0)) {
            reject(new Error(`${name}: the price must be more than zero.`));
            return;
          }
          const stored = records.get(product.id)!;
          const saved = {
            ...product,
            name,
            price: Math.round(product.price * 100) / 100,
            version: stored.version + 1,
          };
          records.set(saved.id, saved);
          resolve(saved);
        }, 600);
      });
    },
  };
}

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
  },
  { field: 'version', headerName: 'Version', type: 'number', width: 90 },
];

export default function PersistenceSimulatedStore() {
  const [store] = React.useState(() => createProductStore(initialProducts));
  const [rows, setRows] = React.useState(initialProducts);
  const [status, setStatus] = React.useState('Edit a name or a price.');
  const [error, setError] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(
    async (newRow: Product, oldRow: Product) => {
      if (newRow.name === oldRow.name && newRow.price === oldRow.price) {
        setStatus('No change, nothing to save.');
        return oldRow; // No request for an unchanged row.
      }
      setStatus(`Saving ${newRow.id}…`);
      const saved = await store.save(newRow); // A rejection is handled below.
      setRows((previous) =>
        previous.map((row) => (row.id === saved.id ? saved : row)),
      );
      setStatus(`Saved ${saved.id} as version ${saved.version}.`);
      return saved;
    },
    [store],
  );

  const handleProcessRowUpdateError = React.useCallback((reason: Error) => {
    setStatus('Not saved. Fix the value, or press Escape to cancel.');
    setError(reason.message);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {status}
      </Typography>
      <Snackbar
        open={error !== null}
        autoHideDuration={5000}
        onClose={() => setError(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
