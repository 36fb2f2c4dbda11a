import * as React from 'react';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Part of the Raspberry Pi product range (raspberrypi.com/products, 2025).
// A component that renders TreeItem elements can sit anywhere inside a SimpleTreeView.
export function CatalogueItems() {
  return (
    <React.Fragment>
      <TreeItem itemId="computers" label="Computers">
        <TreeItem itemId="pi-5" label="Raspberry Pi 5" />
        <TreeItem itemId="pi-4b" label="Raspberry Pi 4 Model B" />
        <TreeItem itemId="pi-500" label="Raspberry Pi 500" />
        <TreeItem itemId="pi-zero-2w" label="Raspberry Pi Zero 2 W" />
      </TreeItem>
      <TreeItem itemId="microcontrollers" label="Microcontrollers">
        <TreeItem itemId="pico" label="Raspberry Pi Pico" />
        <TreeItem itemId="pico-w" label="Raspberry Pi Pico W" />
        <TreeItem itemId="pico-2" label="Raspberry Pi Pico 2" />
      </TreeItem>
      <TreeItem itemId="accessories" label="Accessories">
        <TreeItem itemId="camera-3" label="Camera Module 3" />
        <TreeItem itemId="touch-display-2" label="Touch Display 2" />
        <TreeItem itemId="active-cooler" label="Active Cooler" />
      </TreeItem>
    </React.Fragment>
  );
}

export const ALL_ITEM_IDS = [
  'computers', 'pi-5', 'pi-4b', 'pi-500', 'pi-zero-2w',
  'microcontrollers', 'pico', 'pico-w', 'pico-2',
  'accessories', 'camera-3', 'touch-display-2', 'active-cooler',
];
