import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The units of the metric system: SI base units, BIPM SI Brochure (9th edition, 2019).
export default function FirstSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['base']}>
        <TreeItem itemId="base" label="SI base units">
          <TreeItem itemId="metre" label="metre (length)" />
          <TreeItem itemId="kilogram" label="kilogram (mass)" />
          <TreeItem itemId="second" label="second (time)" />
          <TreeItem itemId="ampere" label="ampere (electric current)" />
          <TreeItem itemId="kelvin" label="kelvin (temperature)" />
          <TreeItem itemId="mole" label="mole (amount of substance)" />
          <TreeItem itemId="candela" label="candela (luminous intensity)" />
        </TreeItem>
        <TreeItem itemId="derived" label="Derived units with special names">
          <TreeItem itemId="newton" label="newton (force)" />
          <TreeItem itemId="joule" label="joule (energy)" />
          <TreeItem itemId="watt" label="watt (power)" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
