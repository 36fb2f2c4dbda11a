import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnNode,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { skyscrapers } from './skyscrapers';

const FEET_PER_METRE = 3.28084;

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'height', headerName: 'Metres', type: 'number', width: 90 },
  {
    field: 'heightFeet',
    headerName: 'Feet',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => Math.round(row.height * FEET_PER_METRE),
  },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'location',
    headerName: 'Location',
    children: [{ field: 'city' }, { field: 'country' }],
  },
  {
    groupId: 'size',
    headerName: 'Size',
    children: [
      {
        groupId: 'height',
        headerName: 'Height',
        children: [{ field: 'height' }, { field: 'heightFeet' }],
      },
      { field: 'floors' },
    ],
  },
];

// How many groups sit above each column: 'height' is in Size › Height, so 2.
function groupDepths(
  nodes: GridColumnNode[],
  depth = 0,
  result: Record<string, number> = {},
) {
  nodes.forEach((node) => {
    if ('groupId' in node) {
      groupDepths(node.children, depth + 1, result);
    } else {
      result[node.field] = depth;
    }
  });
  return result;
}

const depths = groupDepths(columnGroupingModel);

const toggles = columns.filter((column) => column.field !== 'name');

export default function ColumnGroupsVisibility() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});
  const isVisible = (field: string) => visibility[field] !== false;
  // The grid draws as many group rows as the deepest visible column needs.
  const groupRows = Math.max(
    0,
    ...columns.map(({ field }) => (isVisible(field) ? (depths[field] ?? 0) : 0)),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {toggles.map(({ field, headerName }) => (
          <FormControlLabel
            key={field}
            label={headerName}
            control={
              <Checkbox
                checked={isVisible(field)}
                onChange={(event) =>
                  setVisibility({ ...visibility, [field]: event.target.checked })
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={skyscrapers}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          showColumnVerticalBorder
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="group-rows">
        Group header rows: {groupRows}
      </Typography>
    </Box>
  );
}
