import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

/** Like support/pages' openDemo, but at the suite's own viewport, where these tests were written. */
async function openDemo(page: Page, pathname: string, name: string): Promise<Locator> {
  await page.goto(pathname);
  return liveDemo(page, name);
}

const item = (demo: Locator, label: string) => demo.getByRole('treeitem', { name: label, exact: true });
const focusedItem = (page: Page) => page.locator('[role="treeitem"]:focus');

test.describe('Tree View keyboard (accessibility page)', () => {
  test('arrows, Home, End, type-ahead and * move and open items', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardNavigation');
    const state = (term: string) => demo.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

    // Tab enters the tree on its first item.
    await item(demo, 'Mercury').click();
    await expect(focusedItem(page)).toHaveAccessibleName('Mercury');

    await page.keyboard.press('ArrowDown');
    await expect(focusedItem(page)).toHaveAccessibleName('Venus');
    await page.keyboard.press('ArrowDown');
    await expect(focusedItem(page)).toHaveAccessibleName('Earth');
    await expect(item(demo, 'Earth')).toHaveAttribute('aria-expanded', 'false');

    // → opens a closed item, → again moves to its first child, ← goes back to the parent, ← closes it.
    await page.keyboard.press('ArrowRight');
    await expect(item(demo, 'Earth')).toHaveAttribute('aria-expanded', 'true');
    await expect(state('Expanded')).toHaveText('earth');
    await page.keyboard.press('ArrowRight');
    await expect(focusedItem(page)).toHaveAccessibleName('Moon');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedItem(page)).toHaveAccessibleName('Earth');
    await page.keyboard.press('ArrowLeft');
    await expect(item(demo, 'Earth')).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('End');
    await expect(focusedItem(page)).toHaveAccessibleName('Neptune');
    await page.keyboard.press('Home');
    await expect(focusedItem(page)).toHaveAccessibleName('Mercury');

    // Type-ahead: one character at a time, wrapping around; "m" from Mercury goes to Mars, then back.
    await page.keyboard.press('m');
    await expect(focusedItem(page)).toHaveAccessibleName('Mars');
    await page.keyboard.press('m');
    await expect(focusedItem(page)).toHaveAccessibleName('Mercury');
    await page.keyboard.press('s');
    await expect(focusedItem(page)).toHaveAccessibleName('Saturn');
    await expect(state('Focused')).toHaveText('saturn');

    // * opens every sibling of the focused item that has children.
    await page.keyboard.press('*');
    for (const planet of ['Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']) {
      await expect(item(demo, planet)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(item(demo, 'Mercury')).not.toHaveAttribute('aria-expanded');
    await expect(state('Expanded')).toHaveText('earth, mars, jupiter, saturn, uranus, neptune');
    expect(problems).toEqual([]);
  });

  test('Space and Shift+ArrowDown select in a multi-select tree', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardNavigation');
    const state = (term: string) => demo.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await item(demo, 'Venus').click();
    await expect(state('Selected')).toHaveText('venus');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(state('Selected')).toHaveText('venus, earth');
    await page.keyboard.press('Space');
    await expect(state('Selected')).toHaveText('venus');
    await expect(item(demo, 'Venus')).toHaveAttribute('aria-selected', 'true');
    await expect(item(demo, 'Earth')).toHaveAttribute('aria-selected', 'false');

    // Shift+ArrowUp onto the selected Venus: 8.7.0 reports its id twice, the demo keeps it once.
    await item(demo, 'Venus').click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(state('Selected')).toHaveText('venus');
  });

  test('Ctrl+A selects the visible items only: the moons of a closed planet are left out', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardNavigation');
    const state = (term: string) => demo.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await item(demo, 'Uranus').click();
    await page.keyboard.press('ArrowRight');
    await expect(state('Expanded')).toHaveText('uranus');
    await page.keyboard.press('ControlOrMeta+a');
    await expect(state('Selected')).toHaveText('mercury, venus, earth, mars, jupiter, saturn, uranus, titania, oberon, neptune');
  });

  test('Enter edits a label, Escape cancels, F2 does nothing in 8.7.0', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardNavigation');
    const state = (term: string) => demo.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    const input = demo.locator('input[data-element="labelInput"]');

    await item(demo, 'Venus').click();
    await page.keyboard.press('F2');
    await expect(input).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Venus');
    await input.fill('Venus (Morning Star)');
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(item(demo, 'Venus')).toBeFocused();
    await expect(state('Renamed')).toHaveText('{}');

    // As after the first Enter: type once the field has the focus and the label, as a reader would.
    // Filling it sooner can race the field's own focus, and the label saved is the old one.
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Venus');
    await input.fill('Venus (Morning Star)');
    await page.keyboard.press('Enter');
    await expect(input).toHaveCount(0);
    await expect(item(demo, 'Venus (Morning Star)')).toBeFocused();
    await expect(state('Renamed')).toHaveText('{"venus":"Venus (Morning Star)"}');

    // A parent is not editable in this demo: Enter opens it instead.
    await page.keyboard.press('ArrowDown');
    await expect(focusedItem(page)).toHaveAccessibleName('Earth');
    await page.keyboard.press('Enter');
    await expect(item(demo, 'Earth')).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });
});

test.describe('Tree View Pro', () => {
  test('dragging an item changes the order the tree reports (ordering page)', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/ordering/', 'DragAndDrop');
    const order = demo.getByLabel('Current order');
    await expect(order).toContainText('LICENSE\nREADME.md\npackage.json');

    // Drop package.json on the top quarter of LICENSE: it moves above it.
    const license = item(demo, 'LICENSE').locator(':scope > .MuiTreeItem-content');
    const box = (await license.boundingBox())!;
    await item(demo, 'package.json')
      .locator(':scope > .MuiTreeItem-content')
      .dragTo(license, {
        targetPosition: { x: box.width / 2, y: 2 },
      });
    await expect(order).toContainText('package.json\nLICENSE\nREADME.md');
    const roots = demo.locator('[role="tree"] > [role="treeitem"]');
    await expect(roots).toHaveCount(4);
    await expect(roots.nth(1)).toHaveAccessibleName('package.json');
    expect(problems).toEqual([]);
  });

  test('a drag handle moves items, nested ones included, and a drag from the label moves nothing', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/ordering/', 'DragHandle');
    const labels = () => demo.getByRole('treeitem').evaluateAll((items) => items.map((element) => element.firstElementChild?.textContent));
    // A custom item built from TreeItemContent has no utility class: its content is the item's first child.
    const content = (label: string) => item(demo, label).locator(':scope > div');
    const drag = async (from: string, to: string, grip: 'handle' | 'label') => {
      const source = content(from);
      const sourceBox = (await source.boundingBox())!;
      const handleBox = (await source.locator('[aria-hidden="true"]').first().boundingBox())!;
      const sourcePosition =
        grip === 'handle'
          ? { x: handleBox.x - sourceBox.x + handleBox.width / 2, y: sourceBox.height / 2 }
          : { x: sourceBox.width - 20, y: sourceBox.height / 2 };
      // The top quarter of the target: drop above it.
      await source.dragTo(content(to), { sourcePosition, targetPosition: { x: 40, y: 2 } });
    };
    const start = await labels();
    expect(start.slice(-3)).toEqual(['LICENSE', 'README.md', 'package.json']);

    await drag('package.json', 'LICENSE', 'label');
    expect(await labels()).toEqual(start);

    await drag('package.json', 'LICENSE', 'handle');
    await expect.poll(labels).toEqual([...start.slice(0, -3), 'package.json', 'LICENSE', 'README.md']);

    await drag('RichTreeViewPro.types.ts', 'RichTreeViewPro.tsx', 'handle');
    await expect
      .poll(async () => (await labels()).slice(1, 4))
      .toEqual(['RichTreeViewPro', 'RichTreeViewPro.types.ts', 'RichTreeViewPro.tsx']);
  });

  test('a lazy-loading tree fetches one folder per expansion from the server', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/x/data/repository-tree')) requests.push(new URL(request.url()).search);
    });
    const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/lazy-loading/', 'BasicLazyLoading');
    await expect(item(demo, 'packages')).toBeVisible();
    expect(requests).toContain('');

    await item(demo, 'packages').locator(':scope > .MuiTreeItem-content').click();
    await expect(item(demo, 'x-tree-view-pro')).toBeVisible();
    expect(requests).toContain('?parent=packages');

    // Closing and reopening is answered from the cache: no new request.
    const count = requests.length;
    await item(demo, 'packages').locator(':scope > .MuiTreeItem-content').click();
    await expect(item(demo, 'x-tree-view-pro')).toBeHidden();
    await item(demo, 'packages').locator(':scope > .MuiTreeItem-content').click();
    await expect(item(demo, 'x-tree-view-pro')).toBeVisible();
    expect(requests).toHaveLength(count);
    expect(problems).toEqual([]);
  });

  test('a folder the server does not have shows an error and stays closed', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/rich-tree-view/lazy-loading/', 'ErrorHandling');
    await item(demo, 'grid').locator(':scope > .MuiTreeItem-content').click();
    await expect(demo.getByRole('alert').or(demo.locator('.MuiAlert-root'))).toContainText('404');
    await expect(item(demo, 'grid')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('GET /x/data/repository-tree', () => {
  test('answers a folder as JSON, and bad parameters with a 400', async ({ request }) => {
    const ok = await request.get('/x/data/repository-tree?parent=packages%2Fx-tree-view-pro');
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { parent: string; items: { id: string }[] };
    expect(body.parent).toBe('packages/x-tree-view-pro');
    expect(body.items.map((entry) => entry.id)).toContain('packages/x-tree-view-pro/src');

    for (const query of ['?parent=%2Fetc', '?parent=packages/', '?folder=packages', '?parent=package.json', `?parent=${'a'.repeat(400)}`]) {
      const bad = await request.get(`/x/data/repository-tree${query}`);
      expect(bad.status(), query).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBeTruthy();
    }
    const missing = await request.get('/x/data/repository-tree?parent=%3Cscript%3E');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<script>');
  });
});

test('a name passed to the item checkbox reaches its input, the default one and a replacement alike', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-tree-view/tree-item-customization/', 'CheckboxSlotProps');
  await expect(demo.getByRole('checkbox', { name: 'Select Computers', exact: true })).toHaveCount(1);
  await expect(demo.getByRole('checkbox', { name: 'Select Raspberry Pi Pico 2', exact: true })).toBeChecked();
  const stars = await liveDemo(page, 'CheckboxSlot');
  await expect(stars.getByRole('checkbox', { name: 'Favourite: Raspberry Pi 5', exact: true })).toBeChecked();
  await expect(stars.getByRole('checkbox', { name: /^Favourite: / })).toHaveCount(await stars.getByRole('treeitem').count());
});

test.describe('Tree Item customization', () => {
  test('label slot props: a label too long for the narrow tree ends in an ellipsis', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/tree-item-customization/', 'LabelSlotProps');
    const label = item(demo, 'Raspberry Pi 4 Model B').locator('.MuiTreeItem-label');
    await expect(label).toHaveCSS('text-overflow', 'ellipsis');
    expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('publicAPI in an item: Ctrl+Enter on a category selects its contents, and its button is no tab stop', async ({
    reusedPage: page,
  }) => {
    const demo = await openDemo(page, '/x/react-tree-view/tree-item-customization/', 'UseTreeItemPublicApi');
    const tree = demo.getByRole('tree');
    const microcontrollers = demo.getByRole('treeitem', { name: /^Microcontrollers/ });
    const picos = microcontrollers.getByRole('treeitem');
    await expect(picos).toHaveCount(4);

    await demo.getByRole('treeitem', { name: /^Computers/ }).focus();
    await page.keyboard.press('Tab');
    expect(await tree.evaluate((element) => element.contains(document.activeElement))).toBe(false);

    await microcontrollers.focus();
    await page.keyboard.press('Control+Enter');
    for (const pico of await picos.all()) await expect(pico).toHaveAttribute('aria-selected', 'true');
    await expect(microcontrollers).toHaveAttribute('aria-expanded', 'true');
    await expect(microcontrollers).toHaveAttribute('aria-selected', 'false');
  });

  test('useTreeItem: the chip counts the entries of a category, its sub-categories included', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-tree-view/tree-item-customization/', 'UseTreeItemProperties');
    // Accessories holds two products and the Cameras sub-category.
    const accessories = demo.getByRole('treeitem', { name: /^Accessories/ });
    await expect(accessories.locator('.MuiChip-root').first()).toHaveAttribute('aria-label', '3 entries');
  });
});
