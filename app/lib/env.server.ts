/**
 * The environment, read and checked in one place. Every variable the site
 * understands is listed here with its default; the README documents the same list.
 */
function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a whole number between 0 and 65535, not "${raw}"`);
  }
  return value;
}

function text(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** An http(s) URL, or null when unset; anything else is a configuration error worth failing on. */
function optionalUrl(name: string): string | null {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, not "${raw}"`);
  return url.href;
}

function optionalMatching(name: string, pattern: RegExp, description: string): string | null {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return null;
  if (!pattern.test(raw)) throw new Error(`${name} must be ${description}, not "${raw}"`);
  return raw;
}

/** The public origin of the site, without a trailing slash: canonical URLs, the sitemap and llms.txt are built on it. */
function origin(name: string, fallback: string): string {
  const raw = optionalUrl(name) ?? fallback;
  const url = new URL(raw);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${name} must be an origin like https://docs.example.com, not "${raw}"`);
  return url.origin;
}

function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}, not "${raw}"`);
  return raw as T;
}

const PORT = integer('PORT', 3000);

export const env = {
  NODE_ENV: text('NODE_ENV', 'production'),
  /** Port of the production server. */
  PORT,
  /** Interface to listen on. */
  HOST: text('HOST', '0.0.0.0'),
  /**
   * Repository whose files the "edit this page" links open. Unset: no source links, rather
   * than links to a placeholder repository that readers would find does not exist.
   */
  SOURCE_REPOSITORY_URL: optionalUrl('SOURCE_REPOSITORY_URL'),
  /** Branch of that repository the links point at. */
  SOURCE_BRANCH: text('SOURCE_BRANCH', 'main'),
  /** MUI X licence key for the Pro and Premium demos; without one they show their watermark. */
  MUI_X_LICENSE_KEY: process.env.MUI_X_LICENSE_KEY || null,
  /** The ad network's script (image format). Unset: no network, in-house ads only. */
  AD_NETWORK_SCRIPT_URL: optionalUrl('AD_NETWORK_SCRIPT_URL'),
  /** The ad network's JSON endpoint (inline format). */
  AD_NETWORK_JSON_URL: optionalUrl('AD_NETWORK_JSON_URL'),
  /** Google Analytics measurement id; unset, events stay in window.dataLayer and nothing loads. */
  GA_MEASUREMENT_ID: optionalMatching('GA_MEASUREMENT_ID', /^G-[A-Z0-9]{4,20}$/, 'a measurement id like G-XXXXXXX'),
  /**
   * Where readers reach the site: canonical URLs, Open Graph tags, the sitemap and llms.txt use it.
   * Unset, the server's own local address, so that a server started on another port links to itself.
   */
  SITE_URL: origin('SITE_URL', `http://localhost:${PORT}`),
  /** Host (and port) where the service worker registers; elsewhere it never does. */
  PRODUCTION_HOST: optionalMatching('PRODUCTION_HOST', /^[a-z0-9.-]+(:\d{1,5})?$/i, 'a host name, optionally with a port'),
  /** `off` renders every page request anew (the benchmark of uncached rendering); `on` keeps rendered pages in memory. */
  RENDER_CACHE: oneOf('RENDER_CACHE', ['on', 'off'] as const, 'on'),
  /**
   * `placeholder` renders a demo's Data Grid on the server as nothing, without computing its state
   * (app/demos/grid-server-placeholder.server.tsx); `library` renders the library's grid, which
   * gives the same markup more slowly: kept for the test that compares the two.
   */
  GRID_SERVER_RENDER: oneOf('GRID_SERVER_RENDER', ['placeholder', 'library'] as const, 'placeholder'),
} as const;

function originOf(url: string | null): string[] {
  return url ? [new URL(url).origin] : [];
}

/** Origins the document's Content-Security-Policy must admit for what is configured, and nothing more. */
export const thirdPartyOrigins = {
  script: [...originOf(env.AD_NETWORK_SCRIPT_URL), ...(env.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : [])],
  connect: [
    ...originOf(env.AD_NETWORK_JSON_URL),
    ...(env.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] : []),
  ],
  // Ad images and beacons come from the network's own hosts, which the configuration does not list.
  image: [
    ...originOf(env.AD_NETWORK_SCRIPT_URL),
    ...originOf(env.AD_NETWORK_JSON_URL),
    ...(env.AD_NETWORK_SCRIPT_URL || env.AD_NETWORK_JSON_URL ? ['https:'] : []),
    ...(env.GA_MEASUREMENT_ID ? ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] : []),
  ],
};

/** What the browser needs to know of the configuration: nothing secret beyond the licence key, which the client must hold anyway. */
export function publicConfig() {
  return {
    adNetwork: { scriptUrl: env.AD_NETWORK_SCRIPT_URL, jsonUrl: env.AD_NETWORK_JSON_URL },
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    productionHost: env.PRODUCTION_HOST,
  };
}
