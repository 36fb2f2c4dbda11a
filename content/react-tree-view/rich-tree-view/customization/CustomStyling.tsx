import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { carnivora } from './carnivora';

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView
        items={carnivora}
        defaultExpandedItems={['caniformia', 'canidae']}
        defaultSelectedItems="vulpes"
        // Palette names rather than theme.palette values, so the colours follow
        // light and dark mode.
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 0,
            borderLeft: '3px solid transparent',
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            borderLeftColor: 'primary.main',
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.label}`]: {
            fontWeight: 600,
          },
          [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.label}`]: {
            color: 'primary.main',
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'text.secondary',
          },
        }}
      />
    </Box>
  );
}
