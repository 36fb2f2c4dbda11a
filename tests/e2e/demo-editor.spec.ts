import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/pages';

/** The Data Grid overview's first demo: six novels, with a "Title" column. */
const GRID_PAGE = '/x/react-data-grid/';
const GRID_DEMO = '#demo-BasicDataGrid';

async function openEditor(page: Page, sectionSelector: string): Promise<{ section: Locator; original: string }> {
  const section = page.locator(sectionSelector);
  await expect(section.locator('[data-demo]')).toHaveAttribute('data-hydrated', 'true');
  const original = (await section.locator('[data-code-variant]').textContent()) ?? '';
  expect(original.length).toBeGreaterThan(100);
  await section.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(section.locator('.cm-content')).toBeFocused();
  // The original code, run by the editor, has taken the server-rendered demo's place.
  await expect(section.locator('[data-edited-demo] > *').first()).toBeVisible();
  return { section, original };
}

/** Replaces the editor's whole text as a paste would (no auto-closed brackets). */
async function replaceCode(page: Page, section: Locator, code: string) {
  await section.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

function editedDemo(section: Locator): Locator {
  return section.locator('[data-edited-demo]');
}

test('a page nobody edits loads no editor code; pressing Edit loads it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(GRID_PAGE);
  const section = page.locator(GRID_DEMO);
  await expect(section.locator('[data-demo]')).toHaveAttribute('data-hydrated', 'true');
  // Every demo on the page hydrated and idle: whatever it loads, it has loaded.
  await page.waitForLoadState('networkidle');
  const beforeEditing = new Set(scripts);
  expect([...beforeEditing].filter((path) => /DemoEditor/.test(path))).toEqual([]);

  await section.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(section.locator('.cm-content')).toBeVisible();
  const loadedByEditing = scripts.filter((path) => !beforeEditing.has(path));
  expect(loadedByEditing.some((path) => /DemoEditor-[A-Z0-9]+\.js$/.test(path))).toBe(true);
});

test('editing a grid demo re-renders it; a syntax error keeps the last render; Reset restores the original', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title' })).toBeVisible();

  const renamed = original.replace("headerName: 'Title'", "headerName: 'Book title'");
  expect(renamed).not.toBe(original);
  await replaceCode(page, section, renamed);
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Book title' })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Demo updated.');

  // An unclosed JSX element, on a line of its own at the end.
  const lines = renamed.trimEnd().split('\n');
  await replaceCode(page, section, `${renamed.trimEnd()}\nconst broken = <div>;\n`);
  const problem = section.getByTestId('demo-editor-problem');
  await expect(problem).toContainText(`Line ${lines.length + 1}:`);
  await expect(problem).toContainText('The demo shows the last code that worked.');
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Book title' })).toBeVisible();

  await section.getByRole('button', { name: 'Reset' }).click();
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  await expect(problem).toBeHidden();
  expect(await section.locator('.cm-line').first().textContent()).toBe(original.split('\n')[0]);

  // Stop editing: the page's own demo is back.
  await section.getByRole('button', { name: 'Stop editing' }).click();
  await expect(section.locator('.cm-content')).toHaveCount(0);
  await expect(section.locator('[data-demo]').getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an error while rendering and an import the demo does not load are shown inline with their line', async ({ reusedPage: page }) => {
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  const problem = section.getByTestId('demo-editor-problem');

  await replaceCode(page, section, `import 'lodash';\n${original}`);
  await expect(problem).toContainText('Line 1:');
  await expect(problem).toContainText('"lodash" cannot be imported in this editor');
  await expect(problem).toContainText('"@mui/x-data-grid"');

  // The component throws while rendering: the error is caught, the page stays, the last good render comes back.
  const throwing = original.replace(/(export default function \w+\(\) \{\n)/, "$1  throw new Error('Out of books');\n");
  expect(throwing).not.toBe(original);
  const throwLine = throwing.split('\n').findIndex((line) => line.includes('Out of books')) + 1;
  await replaceCode(page, section, throwing);
  await expect(problem).toContainText('Out of books');
  await expect(problem).toContainText(`Line ${throwLine}:`);
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
});

test('an endless loop is stopped with its line, and an error from a click handler is shown inline', async ({ reusedPage: page }) => {
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  const problem = section.getByTestId('demo-editor-problem');

  // A loop whose condition never turns false, in the component's body: without the guard the tab would freeze here.
  const looping = original.replace(/(export default function \w+\(\) \{\n)/, '$1  let shelf = 0;\n  while (shelf >= 0) shelf += 1;\n');
  expect(looping).not.toBe(original);
  const loopLine = looping.split('\n').findIndex((line) => line.includes('while (shelf')) + 1;
  await replaceCode(page, section, looping);
  await expect(problem).toContainText(`Line ${loopLine}:`, { timeout: 15_000 });
  await expect(problem).toContainText('This loop ran for 2 seconds without ending');
  await expect(problem).toContainText('The demo shows the last code that worked.');
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  // The page still answers.
  expect(await page.evaluate(() => document.title)).toMatch(/Data Grid/);

  // A click handler that throws: React's boundary never sees it, the editor does.
  const clicking = original.replace(
    'rows={rows}',
    "rows={rows}\n        onRowClick={() => {\n          throw new Error('No copy on the shelf');\n        }}",
  );
  expect(clicking).not.toBe(original);
  const throwLine = clicking.split('\n').findIndex((line) => line.includes('No copy on the shelf')) + 1;
  await replaceCode(page, section, clicking);
  await expect(problem).toBeHidden();
  await editedDemo(section).getByRole('gridcell', { name: 'Beloved' }).click();
  await expect(problem).toContainText('No copy on the shelf');
  await expect(problem).toContainText(`Line ${throwLine}:`);
  await expect(problem).toContainText('Thrown while the demo was running');
  await expect(section.getByRole('status')).toHaveText(`Error on line ${throwLine}: No copy on the shelf`);
});

test('while editing, Copy takes the edited code and Hide code hides the editor without losing the edits', async ({ reusedPage: page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  const renamed = original.replace("headerName: 'Title'", "headerName: 'Book title'");
  await replaceCode(page, section, renamed);
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Book title' })).toBeVisible();

  await section.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(renamed);

  const toggle = section.getByRole('button', { name: 'Hide code' });
  const editorId = await toggle.getAttribute('aria-controls');
  expect(editorId).toMatch(/-editor$/);
  await toggle.click();
  await expect(section.locator('.cm-content')).toBeHidden();
  await expect(section.locator(`[id="${editorId}"]`)).toBeHidden();
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Book title' })).toBeVisible();
  await section.getByRole('button', { name: 'Show code' }).click();
  await expect(section.locator('.cm-content')).toBeVisible();
  await expect(section.locator('.cm-content')).toContainText("headerName: 'Book title'");

  // Stopping the edit: Copy takes the page's code again.
  await section.getByRole('button', { name: 'Stop editing' }).click();
  await section.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("headerName: 'Title'");
});

test('the editor is reachable by keyboard: Tab indents inside it, Escape then Tab leaves it', async ({ reusedPage: page }) => {
  await page.goto(GRID_PAGE);
  const { section } = await openEditor(page, GRID_DEMO);
  const content = section.locator('.cm-content');
  await expect(content).toHaveAttribute('aria-label', 'Code of Basic Data Grid, TypeScript');
  await expect(content).toHaveAttribute('aria-describedby', /.+/);
  await page.keyboard.press('Tab');
  await expect(content).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await expect(section.getByRole('button', { name: 'Reset' })).toBeFocused();
});

test('in a right-to-left page the code still reads left to right', async ({ reusedPage: page }) => {
  await page.context().addCookies([{ name: 'mui-direction', value: 'rtl', url: process.env.E2E_BASE_URL! }]);
  await page.goto(GRID_PAGE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { section } = await openEditor(page, GRID_DEMO);
  await expect(section.locator('.cm-content')).toHaveCSS('direction', 'ltr');
});

test('switching to JavaScript keeps the edits only when the reader confirms', async ({ reusedPage: page }) => {
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  await replaceCode(page, section, original.replace("headerName: 'Title'", "headerName: 'Novel'"));
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Novel' })).toBeVisible();

  // Declined: the editor takes the JavaScript code of the demo.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await section.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(section.locator('.cm-content')).not.toContainText('interface Book');
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  await expect(section.getByText('Editing JavaScript.')).toBeVisible();

  // Confirmed: the edited JavaScript stays when the reader goes back to TypeScript.
  const javascript = (await section.locator('[data-code-variant]').textContent()) ?? '';
  await replaceCode(page, section, javascript.replace("headerName: 'Title'", "headerName: 'Novel'"));
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Novel' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await section.getByRole('button', { name: 'TS', exact: true }).click();
  await expect(section.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.locator('.cm-content')).toContainText("headerName: 'Novel'");
  await expect(section.locator('.cm-content')).not.toContainText('interface Book');
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Novel' })).toBeVisible();
});

test('switching the styling keeps the edits only when the reader confirms, and asks only when there are edits', async ({
  reusedPage: page,
}) => {
  await page.goto(GRID_PAGE);
  const { section, original } = await openEditor(page, GRID_DEMO);
  const styling = (label: string) => section.getByRole('group', { name: 'Styling' }).getByRole('button', { name: label, exact: true });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    // Each step below says how it answers; a question no step expects is declined.
    void (questions.length === 1 ? dialog.accept() : dialog.dismiss());
  });
  await replaceCode(page, section, original.replace("headerName: 'Title'", "headerName: 'Novel'"));
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Novel' })).toBeVisible();

  // Confirmed: the page shows the CSS version, the editor keeps the edited MUI System file.
  await styling('CSS').click();
  await expect(styling('CSS')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => questions).toHaveLength(1);
  expect(questions[0]).toContain('OK keeps your edited MUI System version');
  await expect(section.locator('.cm-content')).toContainText("headerName: 'Novel'");
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Novel' })).toBeVisible();

  // Back on MUI System, the editor follows the page again without asking: still the same edits.
  await styling('MUI System').click();
  await expect(styling('MUI System')).toHaveAttribute('aria-pressed', 'true');
  await expect(section.locator('.cm-content')).toContainText("headerName: 'Novel'");
  expect(questions).toHaveLength(1);

  // Declined: the editor opens the CSS version of the demo (its stylesheet import is near the top,
  // within the lines CodeMirror draws).
  await styling('CSS').click();
  await expect(section.locator('.cm-content')).toContainText("from './BasicDataGrid.module.css'");
  await expect(section.locator('.cm-content')).not.toContainText('Novel');
  expect(questions).toHaveLength(2);

  // Without edits there is nothing to lose: no question.
  await styling('MUI System').click();
  await expect(section.locator('.cm-content')).not.toContainText('module.css');
  await expect(editedDemo(section).getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  expect(questions).toHaveLength(2);
});

test('a chart demo edits against its own data file beside it', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-charts/areas-demo/');
  const { section, original } = await openEditor(page, '#demo-GradientArea');
  expect(original).toContain("from './co2-mauna-loa'");
  await expect(editedDemo(section).locator('svg').first()).toBeVisible();
  await replaceCode(page, section, original.replace("label: 'CO₂ at Mauna Loa (ppm)'", "label: 'Carbon dioxide, ppm'"));
  await expect(editedDemo(section).getByText('Carbon dioxide, ppm')).toBeVisible();
  expect(problems).toEqual([]);
});
