import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_PATH } from '../../../scripts/prerequisites.mjs';

/** Starts CHROMIUM_PATH with Playwright's feature lists and ours joined (see the script). */
const CHROMIUM_MERGING_FEATURES = fileURLToPath(new URL('./chromium-merging-features.sh', import.meta.url));

/**
 * Features the tests turn off. Every test opens a browser context, which is a
 * window of its own, and Chromium 156 gives each window an omnibox popup made
 * of web pages (chrome://omnibox-popup.top-chrome/), rendered in a renderer of
 * its own that a headless test never shows. Walking 12 demo pages, each in a
 * new context, the machine spent 60.5 and 60.9 s of CPU without them against
 * 78.8 and 82.0 s with them (wall time 39.8 and 41.5 s against 48.8 and 50.5 s).
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * In the tests' browser only (testChromiumLaunchOptions), V8 compiles no further than its baseline
 * tier (Sparkplug): no Maglev, no TurboFan. A test page
 * lives for seconds, too short for optimized code to pay back its compilation, which V8 does on
 * background threads that share the same two cores with the other worker's page. Walking the 28
 * Data Grid pages from a to c (2 workers, alternated runs): the renderers' worker threads spent 53
 * and 75 CPU-s with every tier, 14 and 16 with baseline only; their main threads 74 and 108 against
 * 83 and 108; the walk took 180 and 217 s against 143 and 172 s. What a page does is the same at
 * every tier; only how fast its JavaScript runs differs. The benchmarks measure what readers get,
 * so their browser keeps every tier.
 */
const JAVASCRIPT_FLAGS = ['--max-opt=1'];

/**
 * One log per worker process: the config is loaded in each worker, and a
 * browser started after a failure must not replace the log of the one before.
 */
const chromiumLogFile = path.resolve('test-results', 'chromium-logs', `worker-${process.env.TEST_WORKER_INDEX ?? 'main'}.log`);

/** Playwright's `env` replaces the browser's environment, and takes no undefined values. */
function definedEnvironment(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching out to Google's services, which this machine cannot reach.
 *
 * No --disable-gpu: with it the renderer rasterizes in software, and page
 * loads stalled for good with a compositor tree that never became ready to
 * activate (the trace showed "kWaitingOnMain" with a pending tree and no raster
 * work, the main thread idle), so no frame, no requestAnimationFrame, and every
 * Playwright action waiting on "stable" timed out. Chromium's own GPU path
 * (SwiftShader here) stalls the same way too. The page fixture's compositor
 * watchdog (compositor-watchdog.ts, which also gives the rates measured on both
 * paths) shows such a page again, which brings it back.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  mkdirSync(path.dirname(chromiumLogFile), { recursive: true });
  return {
    executablePath: CHROMIUM_MERGING_FEATURES,
    env: { ...definedEnvironment(), E2E_CHROMIUM: CHROMIUM_PATH },
    args: [
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Chromium's own warnings and errors (its GPU process, the compositor), for a page that stops drawing.
      '--enable-logging',
      `--log-file=${chromiumLogFile}`,
      '--log-level=1',
    ],
  };
}

/** The end-to-end tests' browser: chromiumLaunchOptions with V8's optimizing tiers off (JAVASCRIPT_FLAGS). */
export function testChromiumLaunchOptions(): LaunchOptions {
  const options = chromiumLaunchOptions();
  return { ...options, args: [...(options.args ?? []), `--js-flags=${JAVASCRIPT_FLAGS.join(' ')}`] };
}

/** The last lines of this worker's Chromium log, without the D-Bus noise of a machine with no session bus. */
export function chromiumLogTail(lines = 20): string {
  if (!existsSync(chromiumLogFile)) return '  (no Chromium log)';
  const kept = readFileSync(chromiumLogFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !/dbus|D-Bus|Floss/.test(line));
  return kept.length > 0
    ? kept
        .slice(-lines)
        .map((line) => `  ${line}`)
        .join('\n')
    : '  (nothing but D-Bus noise)';
}
