import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

/** The demos that fetch rows from the site's own /x/data/ endpoints get real answers and show them. */

test('server-side filtering: the grid shows the server’s answer to its filter, sort and page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid/filtering/server-side/');
  const demo = page.locator('[data-demo$="/ServerSideFilter"]');
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  const departments = demo.locator('.MuiDataGrid-row [data-field="department"]');
  await expect(departments.first()).toHaveText('Design');
  expect(new Set(await departments.allTextContents())).toEqual(new Set(['Design']));
  await expect(demo.locator('pre')).toContainText('filterModel={"items":[{"field":"department","operator":"equals","value":"Design"}]');

  await demo.getByRole('columnheader', { name: 'Salary ($)' }).click();
  await expect(demo.locator('pre')).toContainText('sortModel=[{"field":"salary","sort":"asc"}]');
  // The request is printed when it starts; the rows change when its answer arrives.
  const salaries = () => demo.locator('.MuiDataGrid-row [data-field="salary"]').allTextContents();
  await expect
    .poll(async () => {
      const values = (await salaries()).map((text) => Number(text.replace(/\D/g, '')));
      return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
    })
    .toBe(true);
  expect(problems).toEqual([]);
});

test('server pagination: the next page comes from the server', async ({ page }) => {
  await page.goto('/x/react-data-grid/pagination/');
  const demo = page.locator('[data-demo$="/ServerPagination"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  await expect(demo.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(demo).toContainText('1–10 of 1000');
  await demo.getByRole('button', { name: 'Go to next page' }).click();
  await expect(demo).toContainText('11–20 of 1000');
  await expect(demo).toContainText(`/x/data/employees?paginationModel=${encodeURIComponent('{"page":1,"pageSize":10}')}`);
  await expect(demo.locator('.MuiDataGrid-row').first()).toHaveAttribute('data-id', '11');
});
