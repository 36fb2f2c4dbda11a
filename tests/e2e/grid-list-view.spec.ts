import { expect, test } from './support/test';
import { openDemo, watchConsole } from './support/pages';

test('list view: an item’s Edit button opens a form, and Save writes the row back', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-data-grid/list-view/', 'EditFromDialog');
  await demo.getByRole('button', { name: 'Edit Dubai' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dubai' });
  const field = dialog.getByLabel('Passengers in 2023 (millions)');
  await field.fill('-1');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill('92.3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(demo).toContainText('92.3 M passengers in 2023');
  expect(problems).toEqual([]);
});

test('list view: the edit demo is sorted by 2023 traffic, so a saved figure moves the airport', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-data-grid/list-view/', 'EditFromDialog');
  const firstRow = demo.locator('.MuiDataGrid-row').first();
  await expect(firstRow).toHaveAttribute('data-id', 'ATL');
  await demo.getByRole('button', { name: 'Edit Dubai' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dubai' });
  await dialog.getByLabel('Passengers in 2023 (millions)').fill('120');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(firstRow).toHaveAttribute('data-id', 'DXB');
});
