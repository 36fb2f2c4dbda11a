/**
 * The rules that decide which ad a reader sees. Pure functions over an
 * injected random source and timer, so tests can replay every branch.
 */
import { isbot } from 'isbot';
import {
  AD_BLOCK_MESSAGE_CHANCE,
  AD_BLOCKED_AFTER_ATTEMPTS,
  AD_DISPLAY_ANALYTICS_RATIO,
  AD_INLINE_FORMAT_CHANCE,
  AD_POLL_INTERVAL_MS,
  AD_POLL_MAX_ATTEMPTS,
} from '~/config/spec-constants';
import type { Random } from '~/lib/random';

export type AdFormat = 'inline' | 'image';
export type BlockedFallback = 'adblock-message' | 'in-house';

export function looksLikeBot(userAgent: string): boolean {
  return isbot(userAgent);
}

export function chooseAdFormat(random: Random): AdFormat {
  return random() < AD_INLINE_FORMAT_CHANCE ? 'inline' : 'image';
}

export function chooseBlockedFallback(random: Random): BlockedFallback {
  return random() < AD_BLOCK_MESSAGE_CHANCE ? 'adblock-message' : 'in-house';
}

export function shouldReportDisplay(random: Random): boolean {
  return random() < AD_DISPLAY_ANALYTICS_RATIO;
}

/** The network shows a "become a backer" placeholder when it has no paid ad. */
export function isPlaceholderAd(element: Element): boolean {
  return element.querySelector('a[href*="backers"]') !== null;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PollOptions {
  find: () => Element | null;
  onFound: (element: Element) => void;
  /** Called once, after more than AD_BLOCKED_AFTER_ATTEMPTS attempts found nothing. */
  onBlocked: () => void;
  /** Called once the last attempt has found nothing either. */
  onGiveUp?: () => void;
  timers?: Timers;
}

/**
 * Looks for the network's element every AD_POLL_INTERVAL_MS, at most
 * AD_POLL_MAX_ATTEMPTS times. The ad counts as blocked once more than
 * AD_BLOCKED_AFTER_ATTEMPTS attempts have failed; a slow network that still
 * delivers before the last attempt wins it back. Returns a cancel function.
 */
export function pollForAdElement({ find, onFound, onBlocked, onGiveUp, timers = realTimers }: PollOptions): () => void {
  let attempts = 0;
  let blocked = false;
  let handle: unknown = null;
  let cancelled = false;

  const attempt = () => {
    if (cancelled) return;
    attempts += 1;
    const element = find();
    if (element) {
      onFound(element);
      return;
    }
    if (!blocked && attempts > AD_BLOCKED_AFTER_ATTEMPTS) {
      blocked = true;
      onBlocked();
    }
    if (attempts < AD_POLL_MAX_ATTEMPTS) handle = timers.setTimeout(attempt, AD_POLL_INTERVAL_MS);
    else onGiveUp?.();
  };

  handle = timers.setTimeout(attempt, AD_POLL_INTERVAL_MS);
  return () => {
    cancelled = true;
    if (handle !== null) timers.clearTimeout(handle);
  };
}
