import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { files } from './files';

// The slot receives value, onChange, onKeyDown, onBlur and autoFocus: pass them all on.
const OutlinedLabelInput = styled('input')(({ theme }) => ({
  ...theme.typography.body2,
  flex: 1,
  minWidth: 0,
  padding: theme.spacing(0.25, 1),
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  outline: 0,
  '&:focus-visible': { boxShadow: `0 0 0 3px ${(theme.vars || theme).palette.action.focus}` },
}));

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: OutlinedLabelInput }} />;
});

export default function CustomLabelInput() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={files}
        isItemEditable
        slots={{ item: FileItem }}
        defaultExpandedItems={['src', 'src/RichTreeViewPro']}
      />
    </Box>
  );
}
