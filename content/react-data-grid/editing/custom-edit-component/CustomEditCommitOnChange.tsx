import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
}

const rows: Ticket[] = [
  { id: 4311, subject: 'Invoice PDF shows the wrong address', priority: 'High' },
  { id: 4312, subject: 'Add dark mode to the dashboard', priority: 'Low' },
  { id: 4313, subject: 'Password reset email arrives late', priority: 'Medium' },
  { id: 4314, subject: 'Export to CSV drops accented names', priority: 'High' },
];

const priorities: Priority[] = ['Low', 'Medium', 'High'];

function PriorityEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const groupRef = React.useRef<HTMLDivElement>(null);

  // Focus the current choice, so keyboard users start from there.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      groupRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    }
  }, [hasFocus]);

  const choose = async (priority: Priority) => {
    // Wait until the new value is stored, then leave edit mode: one choice is enough.
    await apiRef.current.setEditCellValue({ id, field, value: priority });
    apiRef.current.stopCellEditMode({ id, field });
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(groupRef.current?.querySelectorAll('button') ?? []);
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length].focus();
    } else if (event.key === 'Enter' && index !== -1) {
      // Choose the focused button, instead of letting the grid save the old value.
      event.preventDefault();
      event.stopPropagation();
      choose(priorities[index]);
    }
  };

  return (
    <ToggleButtonGroup
      ref={groupRef}
      exclusive
      size="small"
      value={value}
      onChange={(_event, newValue: Priority | null) => newValue && choose(newValue)}
      onKeyDown={handleKeyDown}
      aria-label="Priority"
      sx={{ px: 1 }}
    >
      {priorities.map((priority) => (
        <ToggleButton key={priority} value={priority} sx={{ py: 0.25 }}>
          {priority}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 230,
    editable: true,
    display: 'flex',
    renderEditCell: (params) => <PriorityEditCell {...params} />,
  },
];

export default function CustomEditCommitOnChange() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
