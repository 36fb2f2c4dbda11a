import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Zanele Mokoena',
    company: 'Kestrel Logistics',
    email: 'zanele@kestrel.example',
    phone: '+27 21 555 0142',
    country: 'South Africa',
  },
  {
    id: 2,
    name: 'Tomás Herrera',
    company: 'Andes Solar',
    email: 'tomas@andessolar.example',
    phone: '+56 2 2555 0198',
    country: 'Chile',
  },
  {
    id: 3,
    name: 'Mei Lin Chow',
    company: 'Harbourview Clinics',
    email: 'meilin@harbourview.example',
    phone: '+852 5550 1187',
    country: 'Hong Kong',
  },
  {
    id: 4,
    name: 'Oskar Nyström',
    company: 'Fjällbo Outdoor',
    email: 'oskar@fjallbo.example',
    phone: '+46 8 555 013 36',
    country: 'Sweden',
  },
  {
    id: 5,
    name: 'Leila Farahani',
    company: 'Caspian Textiles',
    email: 'leila@caspian.example',
    phone: '+49 30 5550 1276',
    country: 'Germany',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160, hideable: false },
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
];

const contactsHidden: GridColumnVisibilityModel = { email: false, phone: false };

export default function ColumnVisibilityControlled() {
  const [model, setModel] =
    React.useState<GridColumnVisibilityModel>(contactsHidden);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" size="small" onClick={() => setModel({})}>
          Show all
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setModel(contactsHidden)}
        >
          Hide contact details
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <code>columnVisibilityModel</code>:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(model)}
        </Box>
      </Typography>
    </Box>
  );
}
