export interface Product {
  id: string;
  label: string;
  /** Year of launch, from the announcements on raspberrypi.com. */
  launched?: number;
  children?: Product[];
}

// Part of the Raspberry Pi product range (raspberrypi.com/products, 2025).
export const catalogue: Product[] = [
  {
    id: 'computers',
    label: 'Computers',
    children: [
      { id: 'pi-5', label: 'Raspberry Pi 5', launched: 2023 },
      { id: 'pi-500', label: 'Raspberry Pi 500', launched: 2024 },
      { id: 'pi-4b', label: 'Raspberry Pi 4 Model B', launched: 2019 },
      { id: 'pi-400', label: 'Raspberry Pi 400', launched: 2020 },
      { id: 'pi-zero-2w', label: 'Raspberry Pi Zero 2 W', launched: 2021 },
    ],
  },
  {
    id: 'microcontrollers',
    label: 'Microcontrollers',
    children: [
      { id: 'pico', label: 'Raspberry Pi Pico', launched: 2021 },
      { id: 'pico-w', label: 'Raspberry Pi Pico W', launched: 2022 },
      { id: 'pico-2', label: 'Raspberry Pi Pico 2', launched: 2024 },
      { id: 'pico-2w', label: 'Raspberry Pi Pico 2 W', launched: 2024 },
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
          { id: 'camera-3', label: 'Camera Module 3', launched: 2023 },
          { id: 'hq-camera', label: 'High Quality Camera', launched: 2020 },
        ],
      },
      { id: 'touch-display-2', label: 'Touch Display 2', launched: 2024 },
      { id: 'active-cooler', label: 'Active Cooler', launched: 2023 },
    ],
  },
];
