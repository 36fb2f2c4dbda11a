import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { commits, type Commit } from './component-commits';

function PivotToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, px: 0.5, fontWeight: 500 }}>
        Commits per component, v8.5.0 to v8.7.0
      </Typography>
      {/* render receives the trigger's state: the label tells whether the pivot shows. */}
      <PivotPanelTrigger
        render={({ ref, ...buttonProps }, state) => (
          <Button
            {...buttonProps}
            // 8.7.0 types this ref the React 19 way; React 18's types need the cast.
            ref={ref as ButtonProps['ref']}
            size="small"
            variant={state.active ? 'contained' : 'outlined'}
            startIcon={<PivotTableChartIcon />}
          >
            {state.active ? 'Pivot on' : 'Pivot off'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const columns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 90 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200, pivotable: false },
  { field: 'files', headerName: 'Files', type: 'number', width: 80 },
];

// Files changed, one row per product and one column per release: waiting in the panel.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'release' }],
  values: [{ field: 'files', aggFunc: 'sum' }],
};

export default function PivotPanelTriggerState() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
        initialState={{ pivoting: { model: pivotModel } }}
      />
    </Box>
  );
}
