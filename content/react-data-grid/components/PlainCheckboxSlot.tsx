import * as React from 'react';
import Box from '@mui/material/Box';
import { useForkRef } from '@mui/material/utils';
import { DataGrid, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Stands for a checkbox from a design system other than Material UI: here, the browser's own.
// The grid gives base slots props of its own, not Material UI's, so each one is mapped by hand.
function PlainCheckbox(props: GridSlotProps['baseCheckbox']) {
  const {
    label,
    indeterminate = false,
    inputRef,
    slotProps,
    density,
    fullWidth,
    className,
    style,
    // Meant for Material UI's Checkbox: an <input> has no use for them.
    material,
    touchRippleRef,
    size,
    ref,
    ...inputProps
  } = props;
  const ownRef = React.useRef<HTMLInputElement>(null);
  const handleRef = useForkRef(ownRef, inputRef);

  // "Some selected" has no HTML attribute: it is a property of the element, set after render.
  React.useEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = indeterminate;
  });

  const input = (
    <input
      type="checkbox"
      {...inputProps}
      {...slotProps?.htmlInput}
      ref={handleRef}
      className={label ? undefined : className}
      style={{ accentColor: '#00796b', width: 16, height: 16, margin: 0, ...(label ? {} : style) }}
    />
  );
  if (!label) return input;

  // With a label (the column list of the Manage columns panel), the label is the root.
  return (
    <label
      className={className}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: density === 'compact' ? '2px 0' : '6px 0',
        width: fullWidth ? '100%' : undefined,
        fontSize: 14,
        ...style,
      }}
    >
      {input}
      {label}
    </label>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function PlainCheckboxSlot() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        checkboxSelection
        slots={{ baseCheckbox: PlainCheckbox }}
      />
    </Box>
  );
}
