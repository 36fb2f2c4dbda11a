import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { PackageItems } from './package-items';

// Items are indented by the padding of their content row, computed from two CSS variables the
// tree sets: --TreeView-itemChildrenIndentation and --TreeView-itemDepth (the parent's depth here).
const BorderedItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    position: 'relative',
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: theme.spacing(1),
      // Under the middle of the parent's 16px arrow.
      left: `calc(${theme.spacing(1)} + 8px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
      // theme.vars when the theme has CSS variables, so the line follows light and
      // dark mode.
      borderLeft: `1px dashed ${theme.alpha((theme.vars ?? theme).palette.text.primary, 0.4)}`,
    },
  },
})) as typeof TreeItem;

export default function BorderedTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['src', 'src/RichTreeView', 'src/TreeItem']}>
        <PackageItems Item={BorderedItem} />
      </SimpleTreeView>
    </Box>
  );
}
