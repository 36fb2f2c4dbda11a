import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { catalogue, type Product } from './catalogue';

interface ProductLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  launched?: number;
}

// Receives the label as children, plus what slotProps.label adds.
function ProductLabel({ launched, children, ...other }: ProductLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <span>{children}</span>
      {launched && (
        <Typography component="span" variant="caption" color="text.secondary">
          {launched}
        </Typography>
      )}
    </TreeItemLabel>
  );
}

const ProductItem = React.forwardRef(function ProductItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The tree gives items their id and label only; the rest of the product comes from the model.
  const product = useTreeItemModel<Product>(props.itemId);
  const labelProps: ProductLabelProps = { launched: product?.launched };
  return <TreeItem {...props} ref={ref} slots={{ label: ProductLabel }} slotProps={{ label: labelProps }} />;
});

export default function LabelSlot() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView items={catalogue} slots={{ item: ProductItem }} defaultExpandedItems={['computers']} />
    </Box>
  );
}
