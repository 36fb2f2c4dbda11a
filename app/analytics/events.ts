/** Analytics rules as pure functions: what a click sends, and which sessions report web vitals. */
import { WEB_VITALS_SAMPLE_RATE } from '~/config/spec-constants';
import type { Random } from '~/lib/random';

export interface ClickEvent {
  name: string;
  params: { eventCategory: string; eventAction: string; eventLabel?: string };
}

const GA_EVENT_SELECTOR = '[data-ga-event-category][data-ga-event-action]';

/**
 * The event a click on (or inside) an element carrying data-ga-event-category
 * and data-ga-event-action sends, or null. data-ga-event-split, a share
 * between 0 and 1, samples it; a value outside that range is ignored rather
 * than silently dropping every event.
 */
export function clickEventFor(target: Element | null, random: Random): ClickEvent | null {
  const element = target?.closest?.(GA_EVENT_SELECTOR) as HTMLElement | null | undefined;
  if (!element) return null;
  const { gaEventCategory: category, gaEventAction: action, gaEventLabel: label, gaEventSplit: split } = element.dataset;
  if (!category || !action) return null;
  if (split !== undefined && split !== '') {
    const share = Number(split);
    if (share >= 0 && share <= 1 && random() >= share) return null;
  }
  return { name: action, params: { eventCategory: category, eventAction: action, ...(label ? { eventLabel: label } : {}) } };
}

/** One draw per session: `random <= WEB_VITALS_SAMPLE_RATE` reports (see the constant on the spec's two readings). */
export function shouldReportWebVitals(random: Random): boolean {
  return random() <= WEB_VITALS_SAMPLE_RATE;
}

export interface UserProperties {
  codeVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: string;
}
