import { describe, expect, it } from 'vitest';
import { demoCompilerOptions, planPrograms, sourceTextForTypecheck } from './programs';

const sources: Record<string, string> = {
  'app/root.tsx': "import { Outlet } from '@remix-run/react';",
  'content/a/DayjsDemo.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  'content/a/LuxonDemo.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
  'content/b/LuxonRange.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers-pro/AdapterLuxon';",
  'content/b/SideBySide.tsx':
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';",
  'remix.env.d.ts': '/// <reference types="@remix-run/node" />',
};
const read = (file: string) => sources[file] ?? '';

describe('the type check programs', () => {
  it('checks the site apart from the demos, and gives every set of adapters other than Day.js a program of its own', () => {
    const plans = planPrograms(Object.keys(sources), read, ['remix.env.d.ts']);
    expect(plans).toEqual([
      { name: 'site', files: ['app/root.tsx', 'remix.env.d.ts'], demos: false },
      { name: 'demos', files: ['remix.env.d.ts', 'content/a/DayjsDemo.tsx'], demos: true },
      { name: 'AdapterDayjs+AdapterMoment', files: ['remix.env.d.ts', 'content/b/SideBySide.tsx'], demos: true },
      { name: 'AdapterLuxon', files: ['remix.env.d.ts', 'content/a/LuxonDemo.tsx', 'content/b/LuxonRange.tsx'], demos: true },
    ]);
  });

  it("holds demos to a reader project's strict options, not the site's stricter ones", () => {
    const options = demoCompilerOptions({
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noFallthroughCasesInSwitch: true,
    });
    expect(options).toEqual({
      strict: true,
      noUncheckedIndexedAccess: false,
      noImplicitOverride: false,
      noFallthroughCasesInSwitch: false,
    });
  });

  it('fails on an adapter the site does not know', () => {
    expect(() =>
      planPrograms(['content/Old.tsx'], () => "import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';"),
    ).toThrow(TypeError);
  });

  it('reads the demo registry without its demo imports, which would pull every adapter into the app', () => {
    const registry = [
      'export const pageModules = { "a": () => import("./pages/a.js") };',
      'export const demoModules = { "a/LuxonDemo": () => import("../../content/a/LuxonDemo") };',
    ].join('\n');
    const checked = sourceTextForTypecheck('/repo/app/.generated/registry.ts', registry);
    expect(checked).toContain('import("./pages/a.js")');
    expect(checked).not.toContain('content/a/LuxonDemo');
    expect(checked).toContain('"a/LuxonDemo": () => (null as never)');
    expect(sourceTextForTypecheck('/repo/app/demos/Demo.tsx', registry)).toBe(registry);
  });
});
