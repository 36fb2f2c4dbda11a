import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  id: string;
  label: string;
  /** Departments named in the UN Charter keep their name; the others can be renamed. */
  chartered?: boolean;
  children?: Department[];
}

// Principal organs of the United Nations (UN Charter, Article 7) and some Secretariat departments.
const organs: Department[] = [
  { id: 'ga', label: 'General Assembly', chartered: true },
  { id: 'sc', label: 'Security Council', chartered: true },
  {
    id: 'secretariat',
    label: 'Secretariat',
    chartered: true,
    children: [
      { id: 'desa', label: 'Department of Economic and Social Affairs' },
      { id: 'dgc', label: 'Department of Global Communications' },
      { id: 'dppa', label: 'Department of Political and Peacebuilding Affairs' },
    ],
  },
];

export default function EditSomeItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        items={organs}
        isItemEditable={(department) => !department.chartered}
        defaultExpandedItems={['secretariat']}
      />
    </Box>
  );
}
