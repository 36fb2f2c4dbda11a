/**
 * What axe-core reports in the markup of the pinned MUI X 8.7.0 components themselves, whatever
 * a demo does: each entry was traced to the package's compiled code, and each element is matched
 * by the library's own classes, so the same problem in markup of the site's or a demo's still
 * fails. Stop 57 found them by running axe's WCAG A/AA and best-practice rules on every page.
 */
export interface LibraryAccessibilityIssue {
  /** axe-core's rule id. */
  rule: string;
  /** Matches the element axe reports (`Element.matches`). */
  selector: string;
  /** Where it comes from in 8.7.0, and where it is fixed if it is. */
  why: string;
}

export const LIBRARY_ACCESSIBILITY_ISSUES: LibraryAccessibilityIssue[] = [
  {
    rule: 'empty-table-header',
    selector: '.MuiDataGrid-columnHeader--emptyGroup',
    why: 'A column group row gives a column outside any group at that depth an empty header cell.',
  },
  {
    rule: 'empty-table-header',
    selector: '.MuiDataGrid-columnHeaderReorder',
    why: "The row reordering column's header renders a single space (`renderHeader: () => ' '` in gridRowReorderColDef.js).",
  },
  {
    rule: 'empty-table-header',
    selector: '.MuiDataGrid-columnHeader--filter:empty',
    why: 'The header filter row leaves the cell of a column without a filter empty; an aria-label names it, which axe does not count.',
  },
  {
    rule: 'aria-prohibited-attr',
    selector: '[data-field="__detail_panel_toggle__"] div[aria-label]',
    why: "The detail panel toggle column's header is a div with only an aria-label (gridDetailPanelToggleColDef.js); fixed in v9.1.0 (#22178).",
  },
  {
    rule: 'aria-prohibited-attr',
    selector: '.MuiDataGrid-aiAssistantPanel span[aria-label]',
    why: "The AI assistant panel wraps its icon buttons in a span inside a Tooltip, so the tooltip's title names the span, not the button.",
  },
  {
    rule: 'button-name',
    selector: '.MuiDataGrid-aiAssistantPanel span[aria-label] > button',
    why: 'The same buttons (new conversation, history, send) are left without a name.',
  },
  {
    rule: 'aria-tooltip-name',
    selector: '.MuiDataGrid-panel',
    why: 'The grid\'s panels are Material UI poppers, which take role="tooltip"; an AI assistant panel open from the initial state is empty for a moment after it mounts.',
  },
  {
    rule: 'region',
    selector: '.MuiDataGrid-panel *',
    why: "The grid's panels open in a popper portalled to the end of <body>, outside the page's landmarks.",
  },
  {
    rule: 'button-name',
    selector: '.MuiPickerDay2-fillerCell, .MuiDateRangePickerDay2-fillerCell',
    why: 'PickerDay2 renders the days outside the month as empty buttons when they are hidden.',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiMultiSectionDigitalClockSection-item',
    why: 'The multi-section clock names its options "1 hours" while they show "01".',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiDataGrid-collapsibleTrigger',
    why: "The pivot panel's section buttons are named by an aria-label without the count badge they show.",
  },
  {
    rule: 'aria-progressbar-name',
    selector: [
      '.MuiDataGrid-overlay > [role="progressbar"]',
      '.MuiDataGrid-treeDataGroupingCellLoadingContainer > [role="progressbar"]',
      '.MuiDataGrid-groupingCriteriaCellLoadingContainer > [role="progressbar"]',
    ].join(', '),
    why: "The grid's loading overlay, and a server-side group's cell while its children load, draw an unnamed progress bar.",
  },
  {
    rule: 'aria-required-children',
    selector: '.MuiDataGrid-main[role="grid"], .MuiDataGrid-row--borderBottom[role="row"]',
    why: 'Overlays sit inside role="grid", and with no columns the header row has no cells.',
  },
  {
    rule: 'aria-valid-attr-value',
    selector: '.MuiClock-wrapper[aria-activedescendant]',
    why: 'On a minute that is not a multiple of five, the clock points aria-activedescendant at a number it does not draw.',
  },
  {
    rule: 'aria-valid-attr-value',
    selector: '.MuiPickersSectionList-root [aria-valuenow="NaN"]',
    why: 'With a Hijri adapter, the field reads its Arabic-Indic digits as NaN for aria-valuenow.',
  },
  {
    rule: 'target-size',
    selector: '.MuiChartsLegend-item',
    why: 'A clickable legend item is as tall as its label (14 px), and the items sit side by side.',
  },
  {
    rule: 'target-size',
    selector: '[dir="rtl"] .MuiPickersCalendarHeader-switchViewButton',
    why: 'Right to left, the month label overlaps the view switch button by 2 px.',
  },
  {
    rule: 'label',
    selector: '.MuiTreeItem-checkbox input',
    why: "The tree item's checkbox input has no label (the item carries the state); aria-hidden from v8.10.2 (#19246).",
  },
  {
    rule: 'scrollable-region-focusable',
    selector: '.MuiTablePagination-root',
    why: 'Below the sm breakpoint the grid hides the rows-per-page menu, so on a single page its scrolling pagination holds only disabled buttons.',
  },
];
