import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The principal organs of the United Nations (UN System Chart). The Trusteeship
// Council suspended operation on 1 November 1994, so it is shown but disabled.
export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['secretariat']}>
        <TreeItem itemId="general-assembly" label="General Assembly" />
        <TreeItem itemId="security-council" label="Security Council" />
        <TreeItem itemId="ecosoc" label="Economic and Social Council" />
        <TreeItem itemId="trusteeship-council" label="Trusteeship Council" disabled>
          <TreeItem itemId="trust-territories" label="Trust territories" />
        </TreeItem>
        <TreeItem itemId="icj" label="International Court of Justice" />
        <TreeItem itemId="secretariat" label="Secretariat">
          <TreeItem itemId="desa" label="Economic and Social Affairs" />
          <TreeItem itemId="dppa" label="Political and Peacebuilding Affairs" />
          <TreeItem itemId="dpo" label="Peace Operations" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
