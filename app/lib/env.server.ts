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

export const env = {
  NODE_ENV: text('NODE_ENV', 'production'),
  /** Port of the production server. */
  PORT: integer('PORT', 3000),
  /** Interface to listen on. */
  HOST: text('HOST', '0.0.0.0'),
  /** Repository whose files the "edit this page" links open. */
  SOURCE_REPOSITORY_URL: text('SOURCE_REPOSITORY_URL', 'https://github.com/example/mui-x-docs'),
  /** Branch of that repository the links point at. */
  SOURCE_BRANCH: text('SOURCE_BRANCH', 'main'),
  /** MUI X licence key for the Pro and Premium demos; without one they show their watermark. */
  MUI_X_LICENSE_KEY: process.env.MUI_X_LICENSE_KEY || null,
} as const;
