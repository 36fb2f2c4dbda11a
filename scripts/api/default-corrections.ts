/**
 * Defaults the 8.7.0 JSDoc states wrongly, or not at all, corrected from the
 * compiled code that sets them. Each correction names the text it replaces:
 * when a release changes that text, the generator stops with an error, so a
 * correction never outlives the mistake it corrects.
 */

interface Correction {
  components: readonly string[];
  /** The member (prop or slot) whose default is corrected. */
  name: string;
  /** What the JSDoc's `@default` says; `undefined` when it has none. */
  stated: string | undefined;
  actual: string;
  /** Where the code sets the default, in node_modules/@mui. */
  source: string;
}

const RANGE_CALENDARS = [
  'DateRangeCalendar',
  'DateRangePicker',
  'DateTimeRangePicker',
  'DesktopDateRangePicker',
  'MobileDateRangePicker',
  'DesktopDateTimeRangePicker',
  'MobileDateTimeRangePicker',
  'StaticDateRangePicker',
];

const PROP_CORRECTIONS: readonly Correction[] = [
  {
    components: RANGE_CALENDARS,
    name: 'renderLoading',
    stated: '() => "..."',
    actual: '() => <span>...</span>',
    source: 'x-date-pickers-pro/esm/DateRangeCalendar/DateRangeCalendar.js:84',
  },
  {
    components: ['RichTreeView', 'RichTreeViewPro'],
    name: 'expansionTrigger',
    stated: "'content'",
    actual: "`'content'`, or `'iconContainer'` when `isItemEditable` is set",
    source: 'x-tree-view/esm/internals/plugins/useTreeViewExpansion/useTreeViewExpansion.utils.js:1',
  },
  {
    components: ['DataGridPro', 'DataGridPremium'],
    name: 'listView',
    stated: undefined,
    actual: 'false',
    source: 'x-data-grid-pro/esm/DataGridPro/useDataGridProProps.js:36',
  },
];

const SLOT_CORRECTIONS: readonly Correction[] = [
  {
    components: ['DataGrid', 'DataGridPro', 'DataGridPremium'],
    name: 'pagination',
    stated: 'Pagination',
    actual: 'GridPagination',
    source: 'x-data-grid/esm/constants/defaultGridSlotsComponents.js:32',
  },
  {
    components: ['DataGridPro'],
    name: 'columnMenu',
    stated: 'GridColumnMenu',
    actual: 'GridProColumnMenu',
    source: 'x-data-grid-pro/esm/constants/dataGridProDefaultSlotsComponents.js:11',
  },
  {
    components: ['DataGridPremium'],
    name: 'columnMenu',
    stated: 'GridColumnMenu',
    actual: 'GridPremiumColumnMenu',
    source: 'x-data-grid-premium/esm/constants/dataGridPremiumDefaultSlotsComponents.js:10',
  },
  {
    components: ['DataGrid', 'DataGridPro'],
    name: 'toolbar',
    stated: undefined,
    actual: 'GridToolbar',
    source: 'x-data-grid/esm/constants/defaultGridSlotsComponents.js:26',
  },
  {
    components: ['DataGridPremium'],
    name: 'toolbar',
    stated: undefined,
    actual: 'GridPremiumToolbar',
    source: 'x-data-grid-premium/esm/constants/dataGridPremiumDefaultSlotsComponents.js:13',
  },
];

function corrected(corrections: readonly Correction[], component: string, name: string, stated: string | undefined): string | undefined {
  const correction = corrections.find((candidate) => candidate.name === name && candidate.components.includes(component));
  if (!correction) return stated;
  if (correction.stated !== stated) {
    throw new Error(
      `${component}.${name}: the JSDoc's default is now ${JSON.stringify(stated)}, not ${JSON.stringify(correction.stated)}; ` +
        `check ${correction.source} and update scripts/api/default-corrections.ts`,
    );
  }
  return correction.actual;
}

export function correctedDefault(component: string, prop: string, stated: string | undefined): string | undefined {
  return corrected(PROP_CORRECTIONS, component, prop, stated);
}

export function correctedSlotDefault(component: string, slot: string, stated: string | undefined): string | undefined {
  return corrected(SLOT_CORRECTIONS, component, slot, stated);
}

/** Every correction, for the test that checks each one was applied. */
export const DEFAULT_CORRECTIONS = { props: PROP_CORRECTIONS, slots: SLOT_CORRECTIONS };
