import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PICKERS_DESKTOP_QUERY, pickersReduceAnimations, rendersAfresh } from './renders-afresh';

const desktop = { desktopPointer: true, pickersReduceAnimations: false };
const phone = { desktopPointer: false, pickersReduceAnimations: false };
/** An old Android tablet with a mouse: a fine pointer, but pickers without animations. */
const oldAndroidWithMouse = { desktopPointer: true, pickersReduceAnimations: true };

describe('rendersAfresh', () => {
  it('is true for a demo with a Data Grid of any plan, on any device', () => {
    for (const media of [desktop, phone]) {
      expect(rendersAfresh(['@mui/x-data-grid'], media)).toBe(true);
      expect(rendersAfresh(['@mui/material', '@mui/x-data-grid-premium'], media)).toBe(true);
      expect(rendersAfresh(['@mui/x-data-grid-pro', '@mui/x-date-pickers'], media)).toBe(true);
    }
  });

  it('is true for pickers only where the pointer is not fine, as the server assumed', () => {
    expect(rendersAfresh(['@mui/x-date-pickers', 'dayjs'], phone)).toBe(true);
    expect(rendersAfresh(['@mui/x-date-pickers-pro', 'dayjs'], phone)).toBe(true);
    expect(rendersAfresh(['@mui/x-date-pickers', 'dayjs'], desktop)).toBe(false);
    expect(rendersAfresh(['@mui/x-date-pickers-pro', 'dayjs'], desktop)).toBe(false);
  });

  it('is true for pickers where they turn their animations off, which the server cannot know', () => {
    expect(rendersAfresh(['@mui/x-date-pickers', 'dayjs'], oldAndroidWithMouse)).toBe(true);
    expect(rendersAfresh(['@mui/x-charts'], oldAndroidWithMouse)).toBe(false);
  });

  it('is false for demos the server renders as the browser will', () => {
    for (const media of [desktop, phone]) {
      expect(rendersAfresh(['@mui/x-charts'], media)).toBe(false);
      expect(rendersAfresh(['@mui/x-tree-view'], media)).toBe(false);
      expect(rendersAfresh([], media)).toBe(false);
    }
  });
});

describe('PICKERS_DESKTOP_QUERY', () => {
  it('is the query the installed responsive pickers switch on, with the desktop variant as the server default', () => {
    const require = createRequire(import.meta.url);
    const pickers = require.resolve('@mui/x-date-pickers/package.json').replace(/package\.json$/, '');
    const utils = readFileSync(`${pickers}esm/internals/utils/utils.js`, 'utf8');
    expect(utils).toContain(`DEFAULT_DESKTOP_MODE_MEDIA_QUERY = '@media ${PICKERS_DESKTOP_QUERY}'`);
    const datePicker = readFileSync(`${pickers}esm/DatePicker/DatePicker.js`, 'utf8');
    expect(datePicker).toMatch(/useMediaQuery\(desktopModeMediaQuery, \{\s*defaultMatches: true/);
  });
});

describe('pickersReduceAnimations', () => {
  it('is true on Android before 10 and iOS before 13 only', () => {
    expect(
      pickersReduceAnimations('Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) AppleWebKit/537.36 Chrome/108.0 Mobile Safari/537.36'),
    ).toBe(true);
    expect(
      pickersReduceAnimations('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/109.0 Mobile Safari/537.36'),
    ).toBe(false);
    expect(pickersReduceAnimations('Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(pickersReduceAnimations('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      false,
    );
    expect(pickersReduceAnimations('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(false);
  });

  it('follows the test of the installed pickers', () => {
    const require = createRequire(import.meta.url);
    const pickers = require.resolve('@mui/x-date-pickers/package.json').replace(/package\.json$/, '');
    const source = readFileSync(`${pickers}esm/internals/hooks/useReduceAnimations.js`, 'utf8');
    expect(source).toContain('navigator.userAgent.match(/android\\s(\\d+)|OS\\s(\\d+)/i)');
    expect(source).toContain('androidVersion && androidVersion < 10 || iOSVersion && iOSVersion < 13');
  });
});
