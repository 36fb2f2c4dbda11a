import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  getGridBooleanOperators,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  GRID_DEFAULT_LOCALE_TEXT,
  type GridFilterOperator,
  type GridLocaleText,
} from '@mui/x-data-grid';

// The operators each column type offers, straight from the package.
const operatorsByType: Record<string, GridFilterOperator[]> = {
  string: getGridStringOperators(),
  number: getGridNumericOperators(),
  date: getGridDateOperators(),
  dateTime: getGridDateOperators(true),
  boolean: getGridBooleanOperators(),
  singleSelect: getGridSingleSelectOperators(),
};

// The label the filter panel shows: the operator's own, else the locale text for its value.
function labelOf(operator: GridFilterOperator) {
  const key = `filterOperator${operator.value.charAt(0).toUpperCase()}${operator.value.slice(1)}`;
  return operator.label ?? String(GRID_DEFAULT_LOCALE_TEXT[key as keyof GridLocaleText] ?? operator.value);
}

export default function OperatorsExplorer() {
  const [type, setType] = React.useState('string');
  const operators = operatorsByType[type] ?? [];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField select size="small" label="Column type" value={type} onChange={(event) => setType(event.target.value)} sx={{ maxWidth: 240 }}>
        {Object.keys(operatorsByType).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', p: 1, borderBottom: 1, borderColor: 'divider' } }}>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {operators.length} operators for <code>type: &apos;{type}&apos;</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">value (in the filter model)</th>
            <th scope="col">Label (English)</th>
            <th scope="col">Takes a value</th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => (
            <tr key={operator.value}>
              <td>
                <code>{operator.value}</code>
              </td>
              <td>{labelOf(operator)}</td>
              <td>{operator.requiresFilterValue === false ? 'no' : operator.InputComponent ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Stack>
  );
}
