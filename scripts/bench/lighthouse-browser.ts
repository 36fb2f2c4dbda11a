import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';

/**
 * Debian's Chromium for Lighthouse, started the way the tests start it. The
 * environment is passed on because the executable is the tests' wrapper
 * script, which finds the real browser through it: without it the wrapper
 * exits at once and Lighthouse meets a refused debugging port.
 */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const options = chromiumLaunchOptions();
  return chromeLauncher.launch({
    chromePath: options.executablePath,
    envVars: options.env,
    // Software raster, as in every earlier measurement, so that figures stay comparable
    // across stops (the e2e browser dropped the flag; see tests/e2e/support/chromium.ts).
    chromeFlags: ['--headless=new', '--disable-gpu', ...(options.args ?? [])],
  });
}
