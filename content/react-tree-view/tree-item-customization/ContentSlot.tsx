import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemContent, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { catalogue } from './catalogue';

// A taller row with a pill-shaped highlight. Extending TreeItemContent keeps the indentation.
const PillContent = styled(TreeItemContent)(({ theme }) => ({
  minHeight: 40,
  borderRadius: 20,
  '&[data-selected]': {
    backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.14),
    // primary.dark: primary.main on this tint is 3.8:1, under the 4.5:1 text needs.
    color: (theme.vars || theme).palette.primary.dark,
  },
  '&[data-focused]': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const PillItem = React.forwardRef(function PillItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ content: PillContent }} />;
});

export default function ContentSlot() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 250 }}>
      <RichTreeView items={catalogue} slots={{ item: PillItem }} defaultExpandedItems={['microcontrollers']} defaultSelectedItems="pico-2" />
    </Box>
  );
}
