import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_PATH } from '../../../scripts/prerequisites.mjs';

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching out to Google's services, which this machine cannot reach.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
