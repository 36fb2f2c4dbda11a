/** Locators for the Data Grid inside a demo, shared by the grid specs. */
import type { Locator } from '@playwright/test';

/** The ids of the rows the grid has rendered, in order (the virtualised window, not every row). */
export const rowIds = (demo: Locator) =>
  demo.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

export const gridRow = (demo: Locator, id: string | number) => demo.locator(`.MuiDataGrid-row[data-id="${id}"]`);

export const gridCell = (demo: Locator, id: string | number, field: string) =>
  demo.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`);

export const columnHeader = (demo: Locator, field: string) => demo.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);

/** The header's aria-sort: 'ascending', 'descending' or 'none'. */
export const sortOf = (demo: Locator, field: string) => columnHeader(demo, field).getAttribute('aria-sort');
