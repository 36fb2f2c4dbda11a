/** Preference cookies as the server writes them. */

/** A year: preferences are a reader's habits, not session state. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
