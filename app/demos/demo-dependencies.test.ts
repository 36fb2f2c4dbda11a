import { describe, expect, it } from 'vitest';
import {
  DATE_ADAPTER_PACKAGES,
  dateAdapterImported,
  dateAdapterPackage,
  isDataGridPackage,
  packageOfSpecifier,
  packagesNeeded,
} from './demo-dependencies';

describe('date adapters and their packages', () => {
  it.each([
    ['AdapterDateFns', 'date-fns'],
    ['AdapterDateFnsJalali', 'date-fns-jalali'],
    ['AdapterDayjs', 'dayjs'],
    ['AdapterLuxon', 'luxon'],
    ['AdapterMoment', 'moment'],
    ['AdapterMomentHijri', 'moment-hijri'],
    ['AdapterMomentJalaali', 'moment-jalaali'],
  ])('%s needs %s', (adapter, pkg) => {
    expect(dateAdapterPackage(adapter, 'SomeDemo.tsx')).toBe(pkg);
    expect(packagesNeeded([`@mui/x-date-pickers/${adapter}`], 'SomeDemo.tsx')).toEqual(['@mui/x-date-pickers', pkg].sort());
    expect(packagesNeeded([`@mui/x-date-pickers-pro/${adapter}`], 'SomeDemo.tsx')).toEqual(['@mui/x-date-pickers-pro', pkg].sort());
  });

  it('lists exactly the seven adapters of the specification', () => {
    expect(Object.keys(DATE_ADAPTER_PACKAGES)).toHaveLength(7);
  });

  it('throws a TypeError naming the adapter and the demo for any other adapter', () => {
    for (const adapter of ['AdapterDateFnsV2', 'AdapterDateFnsJalaliV2', 'AdapterDateFnsBase', 'AdapterTemporal', 'Adapter']) {
      expect(() => dateAdapterPackage(adapter, 'content/x/LegacyDemo.tsx')).toThrow(TypeError);
      expect(() => dateAdapterPackage(adapter, 'content/x/LegacyDemo.tsx')).toThrow(
        `content/x/LegacyDemo.tsx imports the date adapter ${adapter},`,
      );
      expect(() => packagesNeeded([`@mui/x-date-pickers/${adapter}`], 'content/x/LegacyDemo.tsx')).toThrow(
        /content\/x\/LegacyDemo\.tsx imports the date adapter/,
      );
    }
  });

  it('recognises adapter imports only from the pickers packages', () => {
    expect(dateAdapterImported('@mui/x-date-pickers/AdapterLuxon')).toBe('AdapterLuxon');
    expect(dateAdapterImported('@mui/x-date-pickers-pro/AdapterDayjs')).toBe('AdapterDayjs');
    expect(dateAdapterImported('@mui/x-date-pickers/AdapterDayjs/index.js')).toBe('AdapterDayjs');
    expect(dateAdapterImported('@mui/x-date-pickers/DatePicker')).toBeNull();
    expect(dateAdapterImported('some-lib/AdapterLuxon')).toBeNull();
  });
});

describe('packages of import specifiers', () => {
  it('takes the package name of bare specifiers and ignores local ones', () => {
    expect(packageOfSpecifier('@mui/material/Box')).toBe('@mui/material');
    expect(packageOfSpecifier('dayjs/plugin/utc')).toBe('dayjs');
    expect(packageOfSpecifier('react')).toBe('react');
    expect(packageOfSpecifier('./rainfall-data')).toBeNull();
    expect(packageOfSpecifier('../shared')).toBeNull();
    expect(packageOfSpecifier('~/lib/clipboard')).toBeNull();
  });

  it('collects each package once, sorted', () => {
    expect(packagesNeeded(['react', '@mui/x-charts/BarChart', '@mui/x-charts/LineChart', '@mui/material/Box', './data'], 'D')).toEqual([
      '@mui/material',
      '@mui/x-charts',
      'react',
    ]);
  });
});

describe('isDataGridPackage', () => {
  it('is true for the grid of every plan', () => {
    for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) expect(isDataGridPackage(name)).toBe(true);
  });

  it('is false for the other components, and for the grid’s data generator', () => {
    for (const name of ['@mui/x-charts', '@mui/x-date-pickers', '@mui/x-tree-view', '@mui/material', '@mui/x-data-grid-generator']) {
      expect(isDataGridPackage(name)).toBe(false);
    }
  });
});
