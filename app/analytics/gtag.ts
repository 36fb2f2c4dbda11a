/**
 * The Google tag interface every analytics call goes through. `dataLayer` and
 * `gtag` are defined by a tiny script in <head>, so they exist before anything
 * else runs; with no measurement id configured, events simply collect in
 * `dataLayer` and nothing is loaded.
 */
declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

export const ANALYTICS_BOOTSTRAP_SCRIPT =
  'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};';

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
export const GOOGLE_ANALYTICS_ORIGINS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com'];

function ensureGtag(): void {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer.push(arguments);
  };
}

export function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  ensureGtag();
  window.gtag(...args);
}

export function sendEvent(name: string, params: Record<string, unknown> = {}): void {
  gtag('event', name, params);
}

/** Loads the Google tag for `measurementId`; page views are sent by the site itself. */
export function loadGoogleTag(measurementId: string): void {
  if (document.querySelector('script[data-google-tag]')) return;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.googleTag = '';
  document.head.appendChild(script);
}
