// Of the 330 commits (merges left out) that mui/mui-x shipped in v8.5.0, v8.6.0 and v8.7.0
// (`git log --no-merges v8.4.0..v8.7.0`), the 69 whose subject's [tag] names the Data Grid,
// the Date and Time Pickers, the Scheduler or the Tree View, each with the release that
// shipped it and the number of files it changed (`git diff-tree`).
export interface Commit {
  id: string;
  release: 'v8.5.0' | 'v8.6.0' | 'v8.7.0';
  date: string; // YYYY-MM-DD
  product: 'Data Grid' | 'Date and Time Pickers' | 'Scheduler' | 'Tree View';
  author: string;
  files: number;
  subject: string;
}

export const commits: Commit[] = [
  {
    id: '29a7b6c974', release: 'v8.5.0', date: '2025-05-29', product: 'Data Grid',
    author: 'Ali Sasani', files: 3,
    subject: '[DataGridPro] Fix pinned columns order in column management (#17950)',
  },
  {
    id: '34847f9d0e', release: 'v8.5.0', date: '2025-05-28', product: 'Data Grid',
    author: 'Olivier Tassinari', files: 1,
    subject: '[data grid][docs] Fix Localization page title (#17475)',
  },
  {
    id: 'a46c6f8daa', release: 'v8.5.0', date: '2025-05-28', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 27,
    subject: '[scheduler][primitives] Add Day Grid primitive (#17973)',
  },
  {
    id: 'b0eb1c9759', release: 'v8.5.0', date: '2025-05-28', product: 'Scheduler',
    author: 'Rita', files: 20, subject: '[scheduler][joy] Add a Week View (#17975)',
  },
  {
    id: '075188f5a0', release: 'v8.5.0', date: '2025-05-28', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 17,
    subject: '[scheduler][docs] Split the primitives and the joy ui docs (#18009)',
  },
  {
    id: '6502a1fd01', release: 'v8.5.0', date: '2025-05-28', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 2,
    subject: '[DataGridPremium] Export `GridApiPremium` type (#18037)',
  },
  {
    id: '739ed26cb2', release: 'v8.5.0', date: '2025-05-28', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 1,
    subject: '[DataGrid] Fix column management `toggleColumn` event type (#18023)',
  },
  {
    id: '42c29c0bf7', release: 'v8.5.0', date: '2025-05-26', product: 'Data Grid',
    author: 'Andrew Cherniavskii', files: 1,
    subject: '[DataGrid] Avoid ResizeObserver loop error (#17984)',
  },
  {
    id: 'bdad9d1e7c', release: 'v8.5.0', date: '2025-05-25', product: 'Data Grid',
    author: 'sai chand', files: 1,
    subject: '[DataGrid][Pagination] Remove unnecessary  `any` type (#17979)',
  },
  {
    id: 'ce256d959f', release: 'v8.5.0', date: '2025-05-23', product: 'Date and Time Pickers',
    author: 'Flavien DELANGLE', files: 2,
    subject: '[DateRangePicker] Allow to override the format in the field (#17972)',
  },
  {
    id: '4db33e0708', release: 'v8.5.0', date: '2025-05-22', product: 'Data Grid',
    author: 'Andrew Cherniavskii', files: 13,
    subject: '[DataGridPro] Allow multi sorting without modifier key (#17925)',
  },
  {
    id: '67d26379e4', release: 'v8.5.0', date: '2025-05-22', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 6,
    subject: '[DataGridPro] Row reordering icon improvements (#17947)',
  },
  {
    id: 'd5f48570e6', release: 'v8.6.0', date: '2025-06-25', product: 'Data Grid',
    author: 'sai chand', files: 2,
    subject: '[data grid] Fix `label` type in  GridActionsCellItem type (#18175)',
  },
  {
    id: '1a3c238e88', release: 'v8.6.0', date: '2025-06-25', product: 'Scheduler',
    author: 'Rita', files: 2,
    subject: '[scheduler] Improve accessibility for shared error in the Edit Popover  (#18521)',
  },
  {
    id: 'd5275ab81c', release: 'v8.6.0', date: '2025-06-24', product: 'Date and Time Pickers',
    author: 'Lukas Tyla', files: 2,
    subject: '[pickers] Fix to use latest `value` when updating `lastCommittedValue` in inter…',
  },
  {
    id: '5b1fc462a9', release: 'v8.6.0', date: '2025-06-24', product: 'Scheduler',
    author: 'Rita', files: 9,
    subject: '[scheduler] Use Input and Form base UI in the edit event popover + delete butto…',
  },
  {
    id: '1e8376f158', release: 'v8.6.0', date: '2025-06-24', product: 'Date and Time Pickers',
    author: 'Lukas Tyla', files: 122,
    subject: '[pickers] Use `usePickerAdapter` hook internally instead of `useUtils` (#18465)',
  },
  {
    id: 'fffc14c8f6', release: 'v8.6.0', date: '2025-06-23', product: 'Data Grid',
    author: 'Bilal Shafi', files: 18,
    subject: '[DataGridPro] Data source nested pagination recipe (#14777)',
  },
  {
    id: 'f3f21fe794', release: 'v8.6.0', date: '2025-06-23', product: 'Data Grid',
    author: 'Michel Engelen', files: 1,
    subject: '[data grid][docs] Update indeterminate checkbox section in migration guide (#18…',
  },
  {
    id: 'b68fbde797', release: 'v8.6.0', date: '2025-06-23', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 6,
    subject: '[DataGrid] Fix grid menu not closing when pressing escape/tab (#18300)',
  },
  {
    id: '7e5f9fcbd8', release: 'v8.6.0', date: '2025-06-23', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 1,
    subject: '[DataGridPro] Fix lazy loading params calculated from rendering context (#18460)',
  },
  {
    id: '2b64f31732', release: 'v8.6.0', date: '2025-06-20', product: 'Date and Time Pickers',
    author: 'Lukas Tyla', files: 13, subject: '[pickers] Add `usePickerAdapter` hook (#18457)',
  },
  {
    id: 'f0799ce65c', release: 'v8.6.0', date: '2025-06-20', product: 'Scheduler',
    author: 'Rita', files: 31, subject: '[scheduler] Add event editing inside a popover (#18395)',
  },
  {
    id: '7682902ecd', release: 'v8.6.0', date: '2025-06-20', product: 'Tree View',
    author: 'Lukas Tyla', files: 5, subject: '[tree view pro] Fix theme augmentation (#18437)',
  },
  {
    id: '922ad56790', release: 'v8.6.0', date: '2025-06-19', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 1,
    subject: '[DataGridPro] Ignore missing `rowCount` response when new children are fetched …',
  },
  {
    id: '2852a3ad00', release: 'v8.6.0', date: '2025-06-19', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 29,
    subject: '[scheduler] Move the data management to a store with selectors (#18407)',
  },
  {
    id: '6d3e203290', release: 'v8.6.0', date: '2025-06-19', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 22,
    subject: '[scheduler][primitives] Allow to configure the visible hour in the Time Grid pr…',
  },
  {
    id: '10c2d5f6d8', release: 'v8.6.0', date: '2025-06-18', product: 'Data Grid',
    author: 'Bilal Shafi', files: 1,
    subject: '[DataGrid] Fix page size issue with data source (#18419)',
  },
  {
    id: 'a35ded5c29', release: 'v8.6.0', date: '2025-06-18', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 2, subject: '[scheduler] Use Base UI public utils (#18422)',
  },
  {
    id: '6f9d7cebd3', release: 'v8.6.0', date: '2025-06-16', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 2,
    subject: '[scheduler][docs] Add a full screen demo (#18365)',
  },
  {
    id: 'c4ad2cd604', release: 'v8.6.0', date: '2025-06-16', product: 'Data Grid',
    author: 'Bernardo Belchior', files: 2,
    subject: '[data grid] Fix export menu button tooltip being interactive when menu is open …',
  },
  {
    id: 'e17a129820', release: 'v8.6.0', date: '2025-06-16', product: 'Data Grid',
    author: 'Ali Sasani', files: 2, subject: '[DataGrid] Fix column menu scroll close (#18065)',
  },
  {
    id: 'dd2464a39f', release: 'v8.6.0', date: '2025-06-16', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 28,
    subject: '[scheduler][joy] Allow to group events by resource (#18350)',
  },
  {
    id: '8da7c27d0a', release: 'v8.6.0', date: '2025-06-13', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 3,
    subject: '[scheduler][joy] Fix `ariaLabelledBy` prop of Event in `<TimeGrid />` (#18360)',
  },
  {
    id: '8d434ffcb9', release: 'v8.6.0', date: '2025-06-13', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 3,
    subject: '[scheduler] Fix data attributes in `<TimeGrid.Event />` (#18357)',
  },
  {
    id: 'a077236f89', release: 'v8.6.0', date: '2025-06-12', product: 'Date and Time Pickers',
    author: 'sai chand', files: 1,
    subject: '[pickers] Add `inputSizeSmall` to classes interface (#18242)',
  },
  {
    id: 'aea0bd2aad', release: 'v8.6.0', date: '2025-06-12', product: 'Scheduler',
    author: 'Rita', files: 1,
    subject: '[scheduler][joy] Small misalignment in "All day" cell on Windows (#18343)',
  },
  {
    id: '89e18a98dc', release: 'v8.6.0', date: '2025-06-11', product: 'Scheduler',
    author: 'Rita', files: 34, subject: '[scheduler] Add a day view (#18296)',
  },
  {
    id: '4504d7024a', release: 'v8.6.0', date: '2025-06-11', product: 'Date and Time Pickers',
    author: 'noobyogi0010', files: 1,
    subject: '[pickers] Fix `hiddenLabel` prop propagation (#18195)',
  },
  {
    id: 'b308766218', release: 'v8.6.0', date: '2025-06-11', product: 'Scheduler',
    author: 'Lukas Tyla', files: 13,
    subject: '[scheduler][test] Add primitives conformance tests (#18181)',
  },
  {
    id: '08f6aa1a4e', release: 'v8.6.0', date: '2025-06-11', product: 'Scheduler',
    author: 'Rita', files: 12,
    subject: '[scheduler] Correctly display the event in the time grid depending on the verti…',
  },
  {
    id: '979e42390e', release: 'v8.6.0', date: '2025-06-11', product: 'Date and Time Pickers',
    author: 'Nora', files: 48,
    subject: '[pickers] Add `PickerDay2` and `DateRangePickerDay2` components (#15921)',
  },
  {
    id: '9ceee1d770', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 1,
    subject: '[DataGrid] Fix data grid palette when using CSS vars (#18310)',
  },
  {
    id: '5be7fc1390', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'Rom Grk', files: 25, subject: '[data grid] Performance: selectors (#18234)',
  },
  {
    id: '13389a1a67', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'mapache-salvaje', files: 1,
    subject: '[data grid][docs] Revise the list view doc (#17928)',
  },
  {
    id: 'ab06001187', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'mapache-salvaje', files: 15,
    subject: '[data grid][docs] Revise the Master Detail doc (#17927)',
  },
  {
    id: 'f81e59ec3a', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'Ali Sasani', files: 2,
    subject: '[DataGridPro] Fix flex column width if it is a pinned column (#18293)',
  },
  {
    id: 'b5ed99db96', release: 'v8.6.0', date: '2025-06-09', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 2,
    subject: '[DataGrid] Ignore data source request if the grid got unmounted (#18268)',
  },
  {
    id: '81e5bd5a69', release: 'v8.6.0', date: '2025-06-06', product: 'Data Grid',
    author: 'Andrew Cherniavskii', files: 1,
    subject: '[DataGridPro] Fix inconsistent filtering results with aggregation (#17954)',
  },
  {
    id: 'eaef983696', release: 'v8.6.0', date: '2025-06-06', product: 'Data Grid',
    author: 'Bernardo Belchior', files: 2,
    subject: '[DataGrid][charts] Remove sx prop merging from `useComponentRenderer` (#18235)',
  },
  {
    id: 'a9bb0714a4', release: 'v8.6.0', date: '2025-06-05', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 1,
    subject: '[DataGrid] Fix `registerPipeProcessor()` for Node v20 (#18241)',
  },
  {
    id: '328af403d5', release: 'v8.6.0', date: '2025-06-04', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 2,
    subject: '[DataGridPro] Skip rendering detail panels of the rows turned into skeleton row…',
  },
  {
    id: 'c5927abde4', release: 'v8.6.0', date: '2025-06-04', product: 'Data Grid',
    author: 'Michel Engelen', files: 1,
    subject: '[data grid][docs] Update `valueFormatter` signature in migration guide (#18226)',
  },
  {
    id: '5c8163d7c9', release: 'v8.6.0', date: '2025-06-04', product: 'Date and Time Pickers',
    author: 'Lukas Tyla', files: 1,
    subject: '[pickers] Fix `transformOrigin` resolving based on popper `placement` (#18206)',
  },
  {
    id: '6438597975', release: 'v8.6.0', date: '2025-06-04', product: 'Scheduler',
    author: 'Rita', files: 8,
    subject: '[scheduler] Add temporary dark mode styles (view switcher) and standalone week …',
  },
  {
    id: 'a2a94b81b5', release: 'v8.6.0', date: '2025-06-04', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 17,
    subject: '[DataGrid] Keep pipe pre-processors execution order when callback reference cha…',
  },
  {
    id: '73f3785597', release: 'v8.6.0', date: '2025-06-03', product: 'Data Grid',
    author: 'Bernardo Belchior', files: 21,
    subject: '[data-grid] Use `useComponentRenderer` from x-internals (#18203)',
  },
  {
    id: 'f683258d2e', release: 'v8.6.0', date: '2025-06-03', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 1,
    subject: '[DataGrid] Fix background color in column header filler cells (#18188)',
  },
  {
    id: '86a028c113', release: 'v8.6.0', date: '2025-06-03', product: 'Scheduler',
    author: 'Rita', files: 18, subject: '[scheduler] Joy - Add navigation between views (#18074)',
  },
  {
    id: '1c46789aba', release: 'v8.6.0', date: '2025-06-02', product: 'Scheduler',
    author: 'Lukas Tyla', files: 6,
    subject: '[scheduler][test] Initialize testing "infra" (#18058)',
  },
  {
    id: '1df52f11fe', release: 'v8.6.0', date: '2025-05-30', product: 'Scheduler',
    author: 'Flavien DELANGLE', files: 9,
    subject: '[scheduler][joy] Add support for custom translations (#18051)',
  },
  {
    id: '3061a2f7db', release: 'v8.7.0', date: '2025-07-02', product: 'Tree View',
    author: 'Lukas Tyla', files: 4,
    subject: '[tree view pro] Add missing `dataSource` JSDoc (#18650)',
  },
  {
    id: '0f127ba459', release: 'v8.7.0', date: '2025-07-02', product: 'Scheduler',
    author: 'Rita', files: 24, subject: '[schduler] Add a month view (#18564)',
  },
  {
    id: '95f6b21ed0', release: 'v8.7.0', date: '2025-07-01', product: 'Scheduler',
    author: 'Rita', files: 1, subject: '[scheduler] Fix Scheduler dark mode (#18638)',
  },
  {
    id: 'fbd7eaeeda', release: 'v8.7.0', date: '2025-07-01', product: 'Data Grid',
    author: 'Kenan Yusuf', files: 1,
    subject: '[DataGrid] Fix styling virtualized column headers (#18603)',
  },
  {
    id: 'd180ff6c69', release: 'v8.7.0', date: '2025-06-30', product: 'Data Grid',
    author: 'mapache-salvaje', files: 3,
    subject: '[data grid][docs] Audit and revise the Pro row docs (#17926)',
  },
  {
    id: 'fcc9e028cf', release: 'v8.7.0', date: '2025-06-30', product: 'Scheduler',
    author: 'Rita', files: 1, subject: '[scheduler] Fix Argos regression tests (#18605)',
  },
  {
    id: '3e11b525de', release: 'v8.7.0', date: '2025-06-30', product: 'Date and Time Pickers',
    author: 'Lukas Tyla', files: 51,
    subject: '[pickers] Support different `start` and `end` `referenceDate` props on range co…',
  },
  {
    id: 'b75ecf0883', release: 'v8.7.0', date: '2025-06-27', product: 'Data Grid',
    author: 'Armin Mehinovic', files: 1,
    subject: '[DataGrid] Fix column state restore with controlled column visibility model (#1…',
  },
];
