import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { PackageItems } from './package-items';

const RoundedItem = styled(TreeItem)(({ theme }) => ({
  // Only the radius and the vertical rhythm: the left padding carries each level's indentation.
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.spacing(2),
    marginBlock: theme.spacing(0.25),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
  },
  [`& .${treeItemClasses.content}[data-selected]`]: {
    // theme.vars when the theme has CSS variables: its colours follow the mode.
    backgroundColor: theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.16),
    color: (theme.vars ?? theme).palette.secondary.dark,
    fontWeight: 600,
    ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.secondary.light }),
  },
})) as typeof TreeItem;

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['src', 'src/TreeItem']} defaultSelectedItems="src/TreeItem/TreeItem.tsx">
        <PackageItems Item={RoundedItem} />
      </SimpleTreeView>
    </Box>
  );
}
