import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One key for server and client. Not Emotion's default `css`: for that key the
 * client cache moves server-rendered style tags around the document, which
 * would disturb React's hydration of <head>.
 */
export const EMOTION_CACHE_KEY = 'mui';
export const EMOTION_INSERTION_POINT_NAME = 'emotion-insertion-point';

/**
 * No vendor prefixer (Emotion's default plugin): the browsers the site
 * supports read flexbox, transitions and transforms unprefixed, and the
 * prefixes made up a large share of each page's inlined critical CSS. The
 * cost is Safari's `-webkit-user-select` on buttons: text in them can be
 * selected there.
 */
const STYLIS_PLUGINS = [] as const;

export function createEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, insertionPoint, stylisPlugins: [...STYLIS_PLUGINS] });
}

/** Right-to-left pages: the same styles with every physical side flipped. */
export function createRtlEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: `${EMOTION_CACHE_KEY}rtl`, insertionPoint, stylisPlugins: [...STYLIS_PLUGINS, rtlPlugin] });
}
