import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_PATH } from '../../../scripts/prerequisites.mjs';

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching out to Google's services, which this machine cannot reach.
 *
 * No --disable-gpu: with it the renderer rasterizes in software, and about one
 * page load in 150 stalled for good with a compositor tree that never became
 * ready to activate (the trace showed "kWaitingOnMain" with a pending tree and
 * no raster work, the main thread idle), so no frame, no requestAnimationFrame,
 * and every Playwright action waiting on "stable" timed out. Chromium's own
 * GPU path (SwiftShader here) did not stall in the more than 500 page loads
 * of the four runs made to check it.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
