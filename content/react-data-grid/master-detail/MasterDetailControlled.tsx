import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Account {
  id: number;
  company: string;
  plan: string;
  seats: number;
  note?: string;
}

const rows: Account[] = [
  {
    id: 1,
    company: 'Fjord Analytics',
    plan: 'Enterprise',
    seats: 240,
    note: 'Renewal due in March. Asked for SSO with two identity providers.',
  },
  { id: 2, company: 'Pampas Logistics', plan: 'Team', seats: 18 },
  {
    id: 3,
    company: 'Kestrel Health',
    plan: 'Enterprise',
    seats: 410,
    note: 'Data must stay in the EU region. Security review every six months.',
  },
  { id: 4, company: 'Saffron Studio', plan: 'Starter', seats: 4 },
  {
    id: 5,
    company: 'Baobab Energy',
    plan: 'Team',
    seats: 36,
    note: 'Pays yearly by bank transfer; send invoices to finance@ address.',
  },
];

const columns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

// Rows without a note get no panel: returning null disables their toggle.
const getDetailPanelContent = ({ row }: GridRowParams<Account>) =>
  row.note ? (
    <Box sx={{ pl: 7.5, pr: 2, py: 2 }}>
      <Typography variant="body2">{row.note}</Typography>
    </Box>
  ) : null;

const getDetailPanelHeight = () => 'auto' as const;

const idsWithNotes = rows.filter((row) => row.note).map((row) => row.id);

export default function MasterDetailControlled() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(new Set(idsWithNotes))}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(new Set())}
        >
          Collapse all
        </Button>
        <Typography variant="body2" color="text.secondary">
          {expanded.size} of {idsWithNotes.length} notes open
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
        />
      </Box>
    </Stack>
  );
}
