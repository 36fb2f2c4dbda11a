/**
 * Names shared by the server, the head markup and the lazily created browser
 * caches. Kept apart from the cache factory so that the document shell can
 * use them without downloading Emotion.
 *
 * One key for server and client. Not Emotion's default `css`: for that key the
 * client cache moves server-rendered style tags around the document, which
 * would disturb React's hydration of <head>.
 */
export const EMOTION_CACHE_KEY = 'mui';
/** Right-to-left pages' cache: the same styles with every physical side flipped, under a key of their own. */
export const EMOTION_RTL_CACHE_KEY = `${EMOTION_CACHE_KEY}rtl`;
export const EMOTION_INSERTION_POINT_NAME = 'emotion-insertion-point';
