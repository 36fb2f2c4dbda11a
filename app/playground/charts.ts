/**
 * Controls that every chart playground shares, and the props they become:
 * written once, so the legend and grid read the same on every chart page.
 */
import type { SelectControl } from './controls';

export const LEGEND_OPTIONS = ['top', 'bottom', 'start', 'end', 'hidden'] as const;
export type LegendOption = (typeof LEGEND_OPTIONS)[number];

export const legendControl: SelectControl<LegendOption> = {
  type: 'select',
  label: 'Legend',
  options: LEGEND_OPTIONS,
  optionLabels: { top: 'Above (default)', bottom: 'Below', start: 'Left', end: 'Right', hidden: 'Hidden' },
  initial: 'top',
};

/** The legend's slot props for a position; undefined for the default, above and centred. */
export function legendSlotProps(option: LegendOption) {
  switch (option) {
    case 'bottom':
      return { position: { vertical: 'bottom', horizontal: 'center' } } as const;
    case 'start':
    case 'end':
      return { direction: 'vertical', position: { vertical: 'middle', horizontal: option } } as const;
    default:
      return undefined;
  }
}

export const GRID_OPTIONS = ['none', 'horizontal', 'vertical', 'both'] as const;
export type GridOption = (typeof GRID_OPTIONS)[number];

export const gridControl: SelectControl<GridOption> = {
  type: 'select',
  label: 'Grid lines',
  options: GRID_OPTIONS,
  optionLabels: { none: 'None', horizontal: 'Horizontal', vertical: 'Vertical', both: 'Both' },
  initial: 'none',
};

export function gridProp(option: GridOption) {
  if (option === 'none') return undefined;
  return { horizontal: option !== 'vertical' ? true : undefined, vertical: option !== 'horizontal' ? true : undefined };
}

/** Slot props with nothing in them are left out of the code. */
export function compact<T extends Record<string, unknown>>(value: T): T | undefined {
  return Object.values(value).some((item) => item !== undefined) ? value : undefined;
}
