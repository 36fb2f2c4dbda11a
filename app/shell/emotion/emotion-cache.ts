import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One key for server and client. Not Emotion's default `css`: for that key the
 * client cache moves server-rendered style tags around the document, which
 * would disturb React's hydration of <head>.
 */
export const EMOTION_CACHE_KEY = 'mui';
export const EMOTION_INSERTION_POINT_NAME = 'emotion-insertion-point';

export function createEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, insertionPoint });
}

/** Right-to-left pages: the same styles with every physical side flipped. */
export function createRtlEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: `${EMOTION_CACHE_KEY}rtl`, insertionPoint, stylisPlugins: [prefixer, rtlPlugin] });
}
