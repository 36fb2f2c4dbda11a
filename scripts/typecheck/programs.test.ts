import { describe, expect, it } from 'vitest';
import { planPrograms } from './programs';

const sources: Record<string, string> = {
  'app/root.tsx': "import { Outlet } from '@remix-run/react';",
  'content/a/DayjsDemo.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  'content/a/LuxonDemo.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
  'content/b/LuxonRange.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers-pro/AdapterLuxon';",
  'content/b/SideBySide.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';",
  'remix.env.d.ts': '/// <reference types="@remix-run/node" />',
};
const read = (file: string) => sources[file] ?? '';

describe('the type check programs', () => {
  it('keeps Day.js demos with the app and gives every other set of adapters a program of its own', () => {
    const plans = planPrograms(Object.keys(sources), read, ['remix.env.d.ts']);
    expect(plans).toEqual([
      { name: 'default', files: ['app/root.tsx', 'content/a/DayjsDemo.tsx', 'remix.env.d.ts'] },
      { name: 'AdapterDayjs+AdapterMoment', files: ['remix.env.d.ts', 'content/b/SideBySide.tsx'] },
      { name: 'AdapterLuxon', files: ['remix.env.d.ts', 'content/a/LuxonDemo.tsx', 'content/b/LuxonRange.tsx'] },
    ]);
  });

  it('fails on an adapter the site does not know', () => {
    expect(() => planPrograms(['content/Old.tsx'], () => "import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';")).toThrow(TypeError);
  });
});
