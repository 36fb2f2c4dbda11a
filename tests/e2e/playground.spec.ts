import { expect, test } from './support/test';
import { watchConsole } from './support/pages';
import { recordLabels } from './support/recorded-labels';

/**
 * The props playground: the server sends the default state with its code,
 * the controls change the live component and rewrite the code, by mouse and
 * keyboard, and the code's language follows the reader's preference.
 */
const PAGE = '/x/react-date-pickers/playground/';

test('the server sends the playground with the code for its default state', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const section = html.slice(html.indexOf('aria-label="Props playground"'));
  expect(section).toContain('MuiPickersLayout-root');
  // The code is split into highlighted tokens: compare its text.
  const text = section.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");
  expect(text).toContain("import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';");
  expect(text).toContain("defaultValue={dayjs('2024-07-26T19:30')}");
});

test('the playground stays server HTML on sight and comes alive when the reader reaches for it', async ({ reusedPage: page }) => {
  await page.goto(PAGE);
  const playground = page.locator('[data-demo$="/PickerLayoutPlayground"]');
  await expect(playground).toBeInViewport();
  await page.waitForTimeout(1000);
  expect(await playground.getAttribute('data-hydrated')).toBeNull();
  await playground.getByLabel('Week numbers', { exact: true }).focus();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
});

test('controls change the component and rewrite the code, with the mouse and the keyboard', async ({ reusedPage: page }) => {
  await page.context().clearCookies();
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const playground = page.locator('[data-demo$="/PickerLayoutPlayground"]');
  await playground.hover();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
  const code = playground.locator('pre');

  await playground.getByLabel('Component', { exact: true }).selectOption('StaticTimePicker');
  await expect(code).toContainText("import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';");
  await expect(playground.locator('.MuiTimeClock-root')).toBeVisible();

  // A control that does not apply to the component leaves the code alone.
  await playground.getByLabel('Week numbers', { exact: true }).check();
  await expect(code).not.toContainText('displayWeekNumber');

  await playground.getByLabel('Component', { exact: true }).selectOption('StaticDatePicker');
  await expect(code).toContainText('displayWeekNumber');
  await expect(playground.locator('.MuiDayCalendar-weekNumber').first()).toBeVisible();

  // Keyboard only: focus the toolbar control and move it from the layout's default to Hidden.
  await playground.getByLabel('Toolbar', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(code).toContainText('slotProps={{ toolbar: { hidden: true } }}');
  await expect(playground.locator('.MuiPickersToolbar-root')).toHaveCount(0);

  // The desktop layout hides the toolbar by default: Shown writes `hidden: false` and brings it back.
  await playground.getByLabel('Static layout', { exact: true }).selectOption('desktop');
  await playground.getByLabel('Toolbar', { exact: true }).selectOption('shown');
  await expect(code).toContainText('slotProps={{ toolbar: { hidden: false } }}');
  await expect(playground.locator('.MuiPickersToolbar-root')).toBeVisible();

  await playground.getByLabel('Orientation', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(code).toContainText('orientation="landscape"');
  expect(problems).toEqual([]);
});

test.describe('on Android 7, where the pickers turn their animations off', () => {
  // A fine pointer, as on a tablet with a mouse: only the user agent tells the pickers apart,
  // and pages are cached per cookie, so the server rendered the animated markup.
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 7.0; SM-T585) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' });

  test('the playground starts without a hydration error, and works', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(PAGE);
    const playground = page.locator('[data-demo$="/PickerLayoutPlayground"]');
    await playground.hover();
    await expect(playground).toHaveAttribute('data-hydrated', 'true');
    await playground.getByLabel('Week numbers', { exact: true }).check();
    await expect(playground.locator('.MuiDayCalendar-weekNumber').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('the code follows the code-language preference and switching it saves the preference', async ({ reusedPage: page }) => {
  await page.context().clearCookies();
  await page.goto(PAGE);
  const playground = page.locator('[data-demo$="/PickerLayoutPlayground"]');
  await playground.hover();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
  await expect(playground.getByText('PickerLayout.tsx')).toBeVisible();

  await playground.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  await expect(playground.getByText('PickerLayout.js')).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');

  await page.reload();
  await expect(page.locator('[data-demo$="/PickerLayoutPlayground"]').getByText('PickerLayout.js')).toBeVisible();
});

test('Copy puts the code on the clipboard', async ({ reusedPage: page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const playground = page.locator('[data-demo$="/PickerLayoutPlayground"]');
  await playground.hover();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
  await playground.getByLabel('Always six weeks', { exact: true }).check();
  const copy = playground.getByRole('button', { name: 'Copy' });
  const copyLabels = await recordLabels(copy);
  await copy.click();
  await expect.poll(copyLabels).toContain('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('fixedWeekNumber={6}');
  expect(copied).toContain('export default function PickerLayout()');
});

test('a chart playground works from the keyboard: a slider and a select rewrite the chart and its code', async ({ reusedPage: page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-charts/bars/');
  const playground = page.locator('[data-demo$="/BarsPlayground"]');
  const code = playground.locator('pre');
  // The server's code for the default state is there before the island is live.
  await expect(code).toContainText("import { BarChart } from '@mui/x-charts/BarChart';");
  await expect(code).not.toContainText('borderRadius');

  await playground.getByRole('slider', { name: 'Corner radius' }).focus();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(code).toContainText('borderRadius={4}');

  await playground.getByLabel('Layout', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(code).toContainText('layout="horizontal"');
  // The band axis moves to the y-axis with the layout.
  await expect(code).toContainText("yAxis={[{ scaleType: 'band', dataKey: 'nation' }]}");
  await expect(playground.locator('.MuiBarElement-root').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('after a client-side navigation the playground is drawn at its size at once, so a link to a demo below it lands on that demo', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  // The full-screen page's way back is a client-side navigation to the demo's anchor, below the bars playground.
  await page.goto('/x/react-charts/bars/demos/BarGaps/');
  await page.getByRole('link', { name: '← Bars' }).click();
  await page.waitForURL(/\/x\/react-charts\/bars\/#demo-BarGaps$/);
  const playground = page.locator('[data-demo$="/BarsPlayground"]');
  const demo = page.locator('#demo-BarGaps');
  await expect(demo).toBeVisible();
  // From the data's server HTML: the chart and its code, before its code is even loaded.
  expect((await playground.boundingBox())?.height).toBeGreaterThan(400);
  await expect(playground.locator('pre')).toContainText("import { BarChart } from '@mui/x-charts/BarChart';");
  const topAtLanding = (await demo.boundingBox())!.y;
  await page.waitForTimeout(1500);
  expect(Math.abs((await demo.boundingBox())!.y - topAtLanding)).toBeLessThan(20);
  await expect(demo).toBeInViewport();

  // It comes alive when the reader reaches for it, as on a first load.
  await playground.getByRole('slider', { name: 'Corner radius' }).focus();
  await expect(playground).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(playground.locator('pre')).toContainText('borderRadius={2}');
  expect(problems).toEqual([]);
});
