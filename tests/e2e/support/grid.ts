/** Locators for the Data Grid inside a demo, shared by the grid specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseMenuItem } from './pages';

/** The ids of the rows the grid has rendered, in order (the virtualised window, not every row). */
export const rowIds = (demo: Locator) =>
  demo.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

export const gridRow = (demo: Locator, id: string | number) => demo.locator(`.MuiDataGrid-row[data-id="${id}"]`);

export const gridCell = (demo: Locator, id: string | number, field: string) =>
  demo.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`);

export const columnHeader = (demo: Locator, field: string) => demo.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);

/** Opens a column's menu from the button its header shows on hover. */
export async function openColumnMenu(demo: Locator, field: string): Promise<void> {
  const header = columnHeader(demo, field);
  await header.hover();
  await header.getByRole('button', { name: /menu/i }).click();
}

/** Opens the filter panel on a column through its menu (its item chosen from the keyboard, see chooseMenuItem). */
export async function filterFromColumnMenu(page: Page, demo: Locator, field: string): Promise<void> {
  await openColumnMenu(demo, field);
  await chooseMenuItem(page, 'Filter');
}

/** The header's aria-sort: 'ascending', 'descending' or 'none'. */
export const sortOf = (demo: Locator, field: string) => columnHeader(demo, field).getAttribute('aria-sort');

/**
 * Clicks a selection checkbox and waits until it reads `checked`. A grid whose
 * selection is controlled, or whose parent follows the model and re-renders,
 * shows the new state a task after the click: the model goes out through
 * onRowSelectionModelChange and the render that follows is not synchronous.
 * Playwright's check() reads the box straight after its click and fails when
 * that render is late (1 run in 160 with the machine busy); a reader sees the
 * tick a frame later.
 */
async function clickCheckbox(checkbox: Locator, checked: boolean): Promise<void> {
  await expect(checkbox).toBeChecked({ checked: !checked });
  await checkbox.click();
  await expect(checkbox).toBeChecked({ checked });
}

const rowCheckbox = (demo: Locator, id: string | number) => gridRow(demo, id).locator('input[type="checkbox"]');

export const tickRow = (demo: Locator, id: string | number) => clickCheckbox(rowCheckbox(demo, id), true);

export const untickRow = (demo: Locator, id: string | number) => clickCheckbox(rowCheckbox(demo, id), false);

/** The header checkbox: with propagation on, the grid reports "all" as an `exclude` model. */
export const tickAllRows = (demo: Locator) => clickCheckbox(demo.getByRole('checkbox', { name: 'Select all rows' }), true);
