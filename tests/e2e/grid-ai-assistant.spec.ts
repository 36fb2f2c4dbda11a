import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { liveDemo, watchConsole } from './support/pages';

/**
 * The assistant panel opens in a popper at the end of the body, outside the demo; the ids inside it
 * carry the demo's name (each island's id prefix).
 */
const assistantPanel = (page: Page, demoName: string) =>
  page.locator('[role="tooltip"]').filter({ has: page.locator(`textarea[id*="-${demoName}-"]`) });
const PROMPT_PLACEHOLDER = 'Type or record a prompt…';
/** Chromium logs every 4xx answer; the interpreter answers 422 to a sentence it cannot read, as the page shows. */
const REFUSED_PROMPT_LOG = 'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';

/** The AI assistant demos against the site's rule-based interpreter, POST /x/data/grid-prompt, over 330 commits. */

test.describe('the AI Assistant page', () => {
  test.beforeEach(async ({ reusedPage: page }) => {
    await page.goto('/x/react-data-grid/ai-assistant/');
  });

  test('the panel: a prompt groups and sorts, the next hides a column, and each stays in the conversation', async ({
    reusedPage: page,
  }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'AssistantPanel');
    await demo.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = assistantPanel(page, 'AssistantPanel');
    const prompt = panel.getByPlaceholder(PROMPT_PLACEHOLDER);
    await prompt.fill('Group by product, sort by files descending');
    await prompt.press('Enter');
    await expect(demo).toContainText('Dependencies (106)');
    await expect(demo).toContainText('Charts (72)');

    await prompt.fill('hide subject');
    await prompt.press('Enter');
    await expect(demo.getByRole('columnheader', { name: 'Subject' })).toHaveCount(0);
    await expect(panel.getByRole('list').getByText('Group by product, sort by files descending')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('prompts from code: the interpreter says what it did, or why it could not', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'PromptsFromCode');
    const footer = demo.locator('.MuiDataGrid-footerContainer');
    await demo.getByRole('button', { name: 'Files over 50' }).click();
    await expect(demo.getByRole('listitem')).toHaveText(['Filter: files > 50']);
    await expect(footer).toContainText('Total Rows: 11');

    await demo.getByRole('button', { name: 'Tell me a joke' }).click();
    await expect(demo.getByRole('listitem')).toContainText('I did not understand "Tell me a joke"');
    // A refused prompt leaves the grid as it was.
    await expect(footer).toContainText('Total Rows: 11');

    await demo.getByRole('button', { name: 'Reset' }).click();
    await expect(footer).toContainText('Total Rows: 330');
    expect(problems).toEqual([REFUSED_PROMPT_LOG]);
  });

  test('the same pivot prompt pivots, or groups and aggregates when pivoting is disabled', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'PivotOrGroup');
    const send = demo.getByRole('button', { name: /^Send/ });
    await send.click();
    await expect(demo.getByRole('columnheader', { name: 'v8.6.0' })).toBeVisible();

    // The pivot's column field becomes the first grouping level, its row field the second.
    await demo.getByLabel('disablePivoting').check();
    await send.click();
    await expect(demo).toContainText('v8.6.0 (218)');
    await expect(demo.locator('.MuiDataGrid-footerContainer, .MuiDataGrid-bottomContainer').first()).toContainText('3,233');
    await expect(demo.getByRole('columnheader', { name: 'v8.6.0' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('saved conversations: a new prompt is stored, survives a reload, and can be forgotten', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    let demo = await liveDemo(page, 'SavedConversations');
    await expect(demo).toContainText('2 conversations, 3 prompts');
    const prompt = assistantPanel(page, 'SavedConversations').getByPlaceholder(PROMPT_PLACEHOLDER);
    await prompt.fill('only Charts');
    await prompt.press('Enter');
    await expect(demo).toContainText('2 conversations, 4 prompts');

    await page.reload();
    demo = await liveDemo(page, 'SavedConversations');
    await expect(demo).toContainText('2 conversations, 4 prompts');
    await expect(assistantPanel(page, 'SavedConversations').getByRole('list').getByText('only Charts')).toBeVisible();
    await demo.getByRole('button', { name: 'Forget them' }).click();
    await expect(demo).toContainText('2 conversations, 3 prompts');
    expect(problems).toEqual([]);
  });

  test('with a data source, a prompt becomes the next request to the server', async ({ reusedPage: page }) => {
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'WithDataSource');
    await demo.getByRole('button', { name: 'AI Assistant' }).click();
    const request = page.waitForRequest(
      (sent) => sent.url().includes('/x/data/commits') && decodeURIComponent(sent.url()).includes('mui/base-ui'),
    );
    await assistantPanel(page, 'WithDataSource').getByRole('button', { name: 'Only mui/base-ui, files over 100' }).click();
    await request;
    await expect(demo.locator('pre')).toContainText('"value":"mui/base-ui"');
    await expect(demo.locator('pre')).toContainText('"operator":">","value":100');
    expect(problems).toEqual([]);
  });
});
