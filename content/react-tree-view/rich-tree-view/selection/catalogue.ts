import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Part of the Raspberry Pi product range (raspberrypi.com/products, 2025).
export const catalogue: TreeViewBaseItem[] = [
  {
    id: 'computers',
    label: 'Computers',
    children: [
      { id: 'pi-5', label: 'Raspberry Pi 5' },
      { id: 'pi-4b', label: 'Raspberry Pi 4 Model B' },
      { id: 'pi-500', label: 'Raspberry Pi 500' },
      { id: 'pi-zero-2w', label: 'Raspberry Pi Zero 2 W' },
    ],
  },
  {
    id: 'microcontrollers',
    label: 'Microcontrollers',
    children: [
      { id: 'pico', label: 'Raspberry Pi Pico' },
      { id: 'pico-w', label: 'Raspberry Pi Pico W' },
      { id: 'pico-2', label: 'Raspberry Pi Pico 2' },
      { id: 'pico-2w', label: 'Raspberry Pi Pico 2 W' },
    ],
  },
  {
    id: 'accessories',
    label: 'Accessories',
    children: [
      {
        id: 'cameras',
        label: 'Cameras',
        children: [
          { id: 'camera-3', label: 'Camera Module 3' },
          { id: 'hq-camera', label: 'High Quality Camera' },
        ],
      },
      { id: 'touch-display-2', label: 'Touch Display 2' },
      { id: 'active-cooler', label: 'Active Cooler' },
    ],
  },
];
