import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrateAllDemos, liveDemo, openDemo, typeWhenIdle, watchConsole } from './support/pages';

/**
 * The pickers' lifecycle and validation pages state, in tables, which
 * callbacks fire for each action. These tests replay those actions on the
 * demos the tables were measured with, so a package update that changes the
 * behaviour fails here before the pages say something false.
 */

/** The event log of a lifecycle demo, oldest first, one "callback detail" string per line. */
async function events(demo: Locator): Promise<string[]> {
  const items = await demo.locator('ol[aria-label="Picker events"] li').allInnerTexts();
  return items.filter((item) => !item.startsWith('Nothing yet')).reverse();
}

/** Opens a desktop picker's popover and waits for its grow transition to end, so clicks land where they aim. */
async function openPopover(page: Page, demo: Locator, button: RegExp) {
  await demo.getByRole('button', { name: button }).click();
  const paper = page.locator('.MuiPickerPopper-paper');
  await expect(paper).toBeVisible();
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  return page.locator('.MuiPickerPopper-root');
}

async function clearLog(demo: Locator) {
  const button = demo.getByRole('button', { name: 'Clear log' });
  if (await button.isEnabled()) await button.click();
}

test.describe('pickers lifecycle', () => {
  test('desktop: typing accepts each change, a day click accepts and closes, Escape accepts', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await openDemo(page, '/x/react-date-pickers/lifecycle/', 'LifecycleDesktop');

    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('21');
    await expect
      .poll(() => events(demo))
      .toEqual(['onChange 2025-05-02 · error null', 'onAccept 2025-05-02', 'onChange 2025-05-21 · error null', 'onAccept 2025-05-21']);

    await clearLog(demo);
    const popover = await openPopover(page, demo, /choose date/i);
    await popover.getByRole('gridcell', { name: '9', exact: true }).click();
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange 2025-05-09 · error null', 'onAccept 2025-05-09', 'onClose']);

    await clearLog(demo);
    const again = await openPopover(page, demo, /choose date/i);
    await again.locator('.MuiPickersCalendarHeader-switchViewButton').click();
    // The year view fades in and scrolls to the selected year: wait until it has settled.
    const year = again.getByRole('radio', { name: '2027' });
    await expect(year).toBeInViewport();
    await expect(again.locator('.MuiDayCalendar-root')).toHaveCount(0);
    await year.click();
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange 2027-05-09 · error null']);
    await page.keyboard.press('Escape');
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange 2027-05-09 · error null', 'onAccept 2027-05-09', 'onClose']);
    expect(problems).toEqual([]);
  });

  test('desktop: a year typed digit by digit accepts each step, invalid ones included', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-date-pickers/lifecycle/', 'LifecycleDesktop');
    await demo.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type('2026');
    await expect
      .poll(() => events(demo))
      .toEqual([
        'onChange Invalid Date · error invalidDate',
        'onAccept Invalid Date',
        'onChange null · error null',
        'onAccept null',
        'onChange 0202-05-14 · error minDate',
        'onAccept 0202-05-14',
        'onChange 2026-05-14 · error null',
        'onAccept 2026-05-14',
      ]);
  });

  test('mobile: a day click only changes, Cancel restores, Escape accepts', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-date-pickers/lifecycle/', 'LifecycleMobile');
    const dialog = page.getByRole('dialog');
    const openDialog = async () => {
      await demo.getByRole('button', { name: /choose date/i }).click();
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    };

    await openDialog();
    await dialog.getByRole('gridcell', { name: '9', exact: true }).click();
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange 2025-05-09 · error null']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => events(demo))
      .toEqual(['onOpen', 'onChange 2025-05-09 · error null', 'onChange 2025-05-14 · error null', 'onClose']);

    await clearLog(demo);
    await openDialog();
    await dialog.getByRole('gridcell', { name: '22', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange 2025-05-22 · error null', 'onAccept 2025-05-22', 'onClose']);
  });

  test('action bar: Clear commits null at once', async ({ reusedPage: page }) => {
    const demo = await openDemo(page, '/x/react-date-pickers/lifecycle/', 'LifecycleActionBar');
    const popover = await openPopover(page, demo, /choose date/i);
    await popover.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => events(demo)).toEqual(['onOpen', 'onChange null', 'onAccept null', 'onClose']);
  });
});

test('validation: onError and the onChange context report the same code, shown in the helper text', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/validation/', 'ValidationInField');
  await demo.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type('5');
  await expect(demo.locator('dd')).toHaveText(['"maxDate"', '"maxDate"']);
  await expect(demo).toContainText('Early-bird prices ended on 30 April');
});

test('validation: 02/31/2025 typed into an empty field flips between invalid and null, and ends null', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/validation/', 'ValidationInField');
  await demo.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await typeWhenIdle(page, '0231');
  const errorAfterEachYearDigit: [string, string][] = [
    ['2', '"invalidDate"'],
    ['0', 'null'],
    ['2', '"invalidDate"'],
    ['5', 'null'],
  ];
  for (const [digit, error] of errorAfterEachYearDigit) {
    await typeWhenIdle(page, digit);
    await expect(demo.locator('dd')).toHaveText([error, error]);
  }
  await expect(demo.locator('.MuiPickersSectionList-root')).toHaveText('02/31/2025');
  await expect(demo.locator('.MuiPickersInputBase-root')).not.toHaveClass(/Mui-error/);
});

test('validation: minTime compares the time of day unless disableIgnoringDatePartForTimeValidation is set', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-date-pickers/validation/', 'DisableIgnoringDatePart');
  // onError fires after mount for the initial value; the first field is 08:00 against 09:00.
  await expect(demo.locator('dd').nth(0)).toHaveText('"minTime"');
  await expect(demo.locator('dd').nth(2)).toHaveText('null');
});

test('Hijri calendar: the field is read-only, and a day picked in the calendar prints with Latin digits', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/calendar-systems/', 'HijriCalendar');
  const day = demo.getByRole('spinbutton', { name: 'Day' });
  const line = demo.getByText(/ AH = /);
  await expect(line).toHaveText('1446/9/1 AH = 2025-03-01');
  // In 8.7.0 a digit typed into a Hijri section turns the value into an invalid date.
  await expect(day).toHaveAttribute('aria-readonly', 'true');
  await demo.getByRole('gridcell', { name: '١٥' }).click();
  await expect(day).toHaveText('١٥');
  await expect(line).toHaveText('1446/9/15 AH = 2025-03-15');
});

test('custom field: the helper text names the broken rule, and an empty section is no error', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/custom-field/', 'ValidationErrorText');
  const helper = demo.locator('.MuiFormHelperText-root');
  await expect(helper).toHaveText('Too late: the Fringe ends on 25 August');
  const day = demo.getByRole('spinbutton', { name: 'Day' });
  await day.click();
  await page.keyboard.press('Backspace');
  await expect(day).toHaveText('DD');
  await expect(helper).toHaveText('');
  await page.keyboard.type('20');
  await expect(helper).toHaveText('');
  await day.click();
  await page.keyboard.type('28');
  await expect(helper).toHaveText('Too late: the Fringe ends on 25 August');
});

test('opening button: the warning icon beside it is announced by its tooltip text', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/custom-opening-button/', 'WarningNextToButton');
  const warning = demo.getByRole('img', { name: 'Valid until 12 September 2025 at least' });
  await expect(warning).toBeVisible();
  await warning.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Valid until 12 September 2025 at least');
});

test('date picker views: the year, month and day picker opens on the years', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-picker/', 'DatePickerViews');
  await demo
    .getByRole('button', { name: /choose date/i })
    .nth(2)
    .click();
  await expect(page.locator('.MuiPickerPopper-root .MuiYearCalendar-root')).toBeVisible();
  await expect(page.locator('.MuiPickerPopper-root .MuiDayCalendar-root')).toHaveCount(0);
});

test('fields: the sections table highlights the section the focus moves to, by click, arrow key or typing', async ({
  reusedPage: page,
}) => {
  const demo = await openDemo(page, '/x/react-date-pickers/fields/', 'FieldSections');
  const highlighted = demo.locator('tbody tr.Mui-selected td:nth-child(2)');
  await demo.getByRole('spinbutton', { name: 'Day', exact: true }).click();
  await expect(highlighted).toHaveText('day');
  await page.keyboard.press('ArrowRight');
  await expect(highlighted).toHaveText('month');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('2026');
  await expect(highlighted).toHaveText('hours');
});

test('time field formats: the hour is padded unless shouldRespectLeadingZeros is set', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/time-field/', 'TimeFieldFormats');
  const shown = (label: string) => demo.getByRole('group', { name: label }).locator('.MuiPickersSectionList-root');
  await expect(shown('Padded by default')).toHaveText('09:05 AM');
  await expect(shown('No leading zero')).toHaveText('9:05 AM');
});

test('digital clocks: the multi-section clock finishes on its last column, whatever the order', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/digital-clock/', 'DigitalClockValue');
  const state = demo.getByText(/^last selectionState:/);
  const column = (name: string) => demo.getByRole('listbox', { name });
  await column('Select meridiem').getByRole('option', { name: 'PM' }).click();
  await expect(state).toHaveText('last selectionState: finish');
  await column('Select hours').getByRole('option', { name: '3 hours' }).click();
  await expect(state).toHaveText('last selectionState: partial');
  await demo.locator('.MuiDigitalClock-root').getByRole('option', { name: '11:30 AM' }).click();
  await expect(state).toHaveText('last selectionState: finish');
});

test('time range picker steps: with seconds on a 12-hour clock, both ends have a seconds section', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/time-range-picker/', 'TimeRangePickerSteps');
  await expect(demo.getByRole('spinbutton', { name: 'Seconds' })).toHaveCount(2);
});

test('range field: a side typed again after it was cleared takes the month of the other side', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-range-field/', 'DateRangeFieldValue');
  const field = demo.getByRole('group', { name: 'Controlled', exact: true });
  await field.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
  await page.keyboard.press('Backspace');
  await expect(demo).toContainText('end: null');
  await page.keyboard.type('30');
  await expect(field.locator('.MuiPickersSectionList-root')).toHaveText('07/26/2024 – 07/30/2024');
  await expect(demo).toContainText('end: 2024-07-30');
});

test('shortcuts: "Next Monday" chosen on a Sunday is the next day, not the Monday after', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-29T10:00:00Z'));
  const demo = await openDemo(page, '/x/react-date-pickers/shortcuts/', 'BasicShortcuts');
  const popper = await openPopover(page, demo, /choose date/i);
  await popper.getByRole('button', { name: 'Next Monday' }).click();
  await expect(demo.locator('.MuiPickersSectionList-root')).toHaveText('11/30/2026');
});

test('shortcuts: with "set", a shortcut only changes the value, and OK accepts it', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/shortcuts/', 'ChangeImportance');
  await demo.getByRole('button', { name: 'set', exact: true }).click();
  const popper = await openPopover(page, demo, /choose date/i);
  await popper.getByRole('button', { name: 'Hilary term' }).click();
  await expect(demo).toContainText('onChange 2026-01-18');
  await expect(demo).not.toContainText('onAccept');
  await popper.getByRole('button', { name: 'OK' }).click();
  await expect(popper).toBeHidden();
  await expect(demo).toContainText('onAccept 2026-01-18');
});

test('date formats: one step up in the weekday of a format with a year moves to the next day', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-picker/', 'DatePickerFormat');
  const field = demo.getByRole('group', { name: 'With weekday' });
  await expect(field.locator('.MuiPickersSectionList-root')).toHaveText('Sun, Jul 20, 1969');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ArrowUp');
  await expect(field.locator('.MuiPickersSectionList-root')).toHaveText('Mon, Jul 21, 1969');
});

test('date time range formats: a weekday stepped in a format with a year moves the day, in the same year', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-time-range-field/', 'DateTimeRangeFieldFormat');
  const field = demo.getByRole('group', { name: 'Custom format' });
  const sections = field.locator('.MuiPickersSectionList-root');
  await expect(sections).toHaveText('Sat 14 Jun 2025, 16:00 → Sun 15 Jun 2025, 16:00');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ArrowDown');
  await expect(sections).toHaveText('Fri 13 Jun 2025, 16:00 → Sun 15 Jun 2025, 16:00');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
});

test('date field: a field the reader empties keeps the time of its last value', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-field/', 'DateFieldKeepsTime');
  await expect(demo).toContainText('2025-08-22 06:55');
  await demo.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(demo).toContainText('null');
  await typeWhenIdle(page, '09012025');
  await expect(demo).toContainText('2025-09-01 06:55');
});

test('time zones: a 0 typed first into a 12-hour hour shows an invalid value, and the next digit mends it', async ({
  reusedPage: page,
}) => {
  const problems = watchConsole(page);
  const demo = await openDemo(page, '/x/react-date-pickers/timezone/', 'ThreeZones');
  const stored = demo.getByText(/^Stored value \(UTC\)/);
  await expect(stored).toHaveText('Stored value (UTC): 2025-01-02T14:30:00.000Z');
  await demo.getByRole('group', { name: 'New York' }).getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type('0');
  await expect(stored).toHaveText('Stored value (UTC): Invalid Date');
  await page.keyboard.type('5');
  await expect(stored).toHaveText('Stored value (UTC): 2025-01-02T10:30:00.000Z');
  expect(problems).toEqual([]);
});

test('a calendar that loads per month marks the new month once its data arrives', async ({ reusedPage: page }) => {
  const demo = await openDemo(page, '/x/react-date-pickers/date-calendar/', 'DateCalendarMoonPhases');
  const marked = demo.locator('[aria-label$=" moon"]');
  await expect(marked).toHaveCount(2);
  await expect(marked.first()).toHaveAttribute('aria-label', '14 March, full moon');
  await demo.getByRole('button', { name: 'Next month' }).click();
  await expect(demo.locator('.MuiDayCalendarSkeleton-root')).toBeVisible();
  await expect(marked.first()).toHaveAttribute('aria-label', '13 April, full moon');
  await expect(demo.locator('.MuiDayCalendarSkeleton-root')).toHaveCount(0);
});

test('prose styles stop at demos: a calendar row is as tall as a day, prose paragraphs keep their margin', async ({ reusedPage: page }) => {
  // On its page, among the prose whose styles must not reach it.
  await page.goto('/x/react-date-pickers/date-calendar/');
  const demo = await liveDemo(page, 'DateCalendarWeekNumbers');
  const weekNumber = demo.locator('.MuiDayCalendar-weekNumber').first();
  expect(await weekNumber.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('0px');
  const row = demo.locator('[role="row"]').nth(1);
  expect((await row.boundingBox())?.height).toBeLessThanOrEqual(40);
  const prose = page.locator('main p').first();
  expect(await prose.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('16px');
});

test.describe('in a browser whose time zone differs from the server', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the Date Time Picker pages hydrate without a warning and show the server time', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/x/react-date-pickers/date-time-picker/');
    await hydrateAllDemos(page);
    const demo = page.locator('[data-demo$="/DateTimePickerValue"]');
    // The field keeps its whole value in a hidden input, as it displays it.
    await expect(demo.locator('input').first()).toHaveValue('05/17/2025 09:00 PM');
    await expect(demo).toContainText('2025-05-17T21:00');
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('localization: in Hebrew, the picker dialog reads right to left', async ({ page }) => {
    await page.goto('/x/react-date-pickers/localization/');
    const demo = await liveDemo(page, 'PickersLocaleSwitcher');
    await demo.getByRole('button', { name: 'עברית' }).click();
    await demo
      .getByRole('button', { name: /^בחירת תאריך/ })
      .first()
      .click();
    const dialog = page.locator('.MuiDialog-root');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('dir', 'rtl');
  });
});
