import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import StarRounded from '@mui/icons-material/StarRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { catalogue } from './catalogue';

// The slot receives `visible` (false when checkboxSelection is off) with the checkbox props.
// Its name goes on the <input>, which is what a screen reader announces.
const StarCheckbox = React.forwardRef(function StarCheckbox(
  { visible, 'aria-label': name, ...other }: CheckboxProps & { visible?: boolean },
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) return null;
  return (
    <Checkbox
      {...other}
      ref={ref}
      size="small"
      icon={<StarBorderRounded />}
      checkedIcon={<StarRounded />}
      slotProps={{ input: { 'aria-label': name } }}
      sx={{ p: 0.5 }}
    />
  );
});

const FavouriteItem = React.forwardRef(function FavouriteItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ checkbox: StarCheckbox }} />;
});

export default function CheckboxSlot() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeView
        items={catalogue}
        multiSelect
        checkboxSelection
        slots={{ item: FavouriteItem }}
        slotProps={{
          item: ({ label }) => ({ slotProps: { checkbox: { 'aria-label': `Favourite: ${label}` } } }),
        }}
        defaultExpandedItems={['computers']}
        defaultSelectedItems={['pi-5']}
      />
    </Box>
  );
}
