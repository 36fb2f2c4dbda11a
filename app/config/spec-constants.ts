/**
 * The specification's numbers, each named once. Breakpoints, z-index,
 * spacing, transitions, type and shadows are not here: they come from the
 * MUI theme, which carries the same values.
 */

/** Preference cookies (code variant, styling, colour mode) last a year. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

// Advertising block
/** How often the page looks for the ad network's element. */
export const AD_POLL_INTERVAL_MS = 500;
/** How many times it looks before giving up for good. */
export const AD_POLL_MAX_ATTEMPTS = 30;
/** After more attempts than this without the element, the ad counts as blocked. */
export const AD_BLOCKED_AFTER_ATTEMPTS = 6;
/**
 * Requests to the inline format's JSON endpoint while no valid ad comes back, the first one
 * included (the specification's "retried up to 10 times" counts it, as the reference does).
 */
export const AD_FETCH_MAX_REQUESTS = 10;
/** Share of blocked readers who see the message asking them to allow ads (the rest see an in-house ad). */
export const AD_BLOCK_MESSAGE_CHANCE = 0.2;
/** Share of readers who get the inline (JSON) format; the rest get the image (script) format. */
export const AD_INLINE_FORMAT_CHANCE = 0.2;
/** Share of ad displays reported to analytics. */
export const AD_DISPLAY_ANALYTICS_RATIO = 0.1;
/** Space the block reserves, so it never shifts the page: below `sm`, and from `sm` up. */
export const AD_MIN_HEIGHT_PX = 142;
export const AD_MIN_HEIGHT_SM_PX = 126;
/** Margin around the block, in theme spacing units. */
export const AD_MARGIN_SPACING = 3;

// Analytics
/**
 * Share of sessions whose web vitals are reported. The specification gives
 * the threshold `random <= 0.0001` and also calls it "about 99.99 % of
 * sessions"; the two disagree (the threshold reports 0.01 %). The threshold
 * is what the code did, so it is what this constant keeps.
 */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;
