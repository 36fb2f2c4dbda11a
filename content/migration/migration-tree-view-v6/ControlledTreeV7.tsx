import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ControlledTreeV7() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['contracts']);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        selectedItems={selectedItem}
        onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
      >
        <TreeItem itemId="contracts" label="Contracts">
          <TreeItem itemId="lease-2025" label="Office lease 2025.pdf" />
          <TreeItem itemId="supplier" label="Supplier agreement.pdf" />
        </TreeItem>
        <TreeItem itemId="invoices" label="Invoices">
          <TreeItem itemId="inv-0412" label="INV-0412.pdf" />
          <TreeItem itemId="inv-0413" label="INV-0413.pdf" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Expanded: {expandedItems.join(', ') || 'none'}. Selected:{' '}
        {selectedItem ?? 'none'}.
      </Typography>
    </Box>
  );
}
