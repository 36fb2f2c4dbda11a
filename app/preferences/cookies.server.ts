/** Preference cookies as the server writes them. */
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';

export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
