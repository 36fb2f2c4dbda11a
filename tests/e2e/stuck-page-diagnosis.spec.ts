import { expect, test } from '@playwright/test';
import { hydrateAllDemos } from './support/pages';

// The page walk's diagnosis of a page that stops answering is what makes an
// intermittent hang fixable: it must name where the main thread is and what the
// renderer was busy with, from a page that never answers again.
test('a page whose main thread never returns is reported with its stack and a Chromium trace', async ({ page }) => {
  await page.setContent(`
    <div data-demo style="height: 200px">a demo that never hydrates</div>
    <script>
      function spinForever() { for (;;) {} }
      setTimeout(spinForever, 1500);
    </script>`);
  // A short step limit: the walk's 20 s are for real pages on a busy machine, and this page
  // keeps a core busy for as long as the test lasts.
  const failure = await hydrateAllDemos(page, { stepTimeoutMs: 3_000, mainThreadStack: true }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('waiting for demo 0 to hydrate: no answer within');
  expect(failure).toMatch(/at spinForever/);
  expect(failure).toMatch(/Chromium trace: test-results\/stuck-traces\/\S+\.json \(\d+ events\)/);
  expect(failure).toContain('Chromium log (last lines):');
});
