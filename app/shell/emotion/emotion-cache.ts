import createCache from '@emotion/cache';

/**
 * One key for server and client. Not Emotion's default `css`: for that key the
 * client cache moves server-rendered style tags around the document, which
 * would disturb React's hydration of <head>.
 */
export const EMOTION_CACHE_KEY = 'mui';
export const EMOTION_INSERTION_POINT_NAME = 'emotion-insertion-point';

export function createEmotionCache(insertionPoint?: HTMLElement) {
  return createCache({ key: EMOTION_CACHE_KEY, insertionPoint });
}
