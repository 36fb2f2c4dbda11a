import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPluginModule from 'stylis-plugin-rtl';
import type { Direction } from '~/shell/theme/theme-state';
import { EMOTION_CACHE_KEY, EMOTION_INSERTION_POINT_NAME, EMOTION_RTL_CACHE_KEY } from './emotion-names';

/**
 * No vendor prefixer (Emotion's default plugin): the browsers the site
 * supports read flexbox, transitions and transforms unprefixed, and the
 * prefixes made up a large share of each page's inlined critical CSS. The
 * cost is Safari's `-webkit-user-select` on buttons: text in them can be
 * selected there.
 */
const STYLIS_PLUGINS = [] as const;

/**
 * The package is CommonJS with an `exports.default`: the browser bundle hands
 * over the function, Node's ESM loader (the server build keeps packages
 * external) the module object around it.
 */
const rtlPlugin: typeof rtlPluginModule = (rtlPluginModule as unknown as { default?: typeof rtlPluginModule }).default ?? rtlPluginModule;

export function createEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, insertionPoint, stylisPlugins: [...STYLIS_PLUGINS] });
}

/** Right-to-left pages: the same styles with every physical side flipped. */
export function createRtlEmotionCache(insertionPoint?: HTMLElement): EmotionCache {
  return createCache({ key: EMOTION_RTL_CACHE_KEY, insertionPoint, stylisPlugins: [...STYLIS_PLUGINS, rtlPlugin] });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/**
 * The browser's cache for a direction, created when the first Material UI
 * component mounts (a demo island, a drawer), never during the shell's
 * hydration. The left-to-right cache adopts the server's style tags then.
 */
export function browserEmotionCache(direction: Direction): EmotionCache {
  const insertionPoint = document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT_NAME}"]`) ?? undefined;
  browserCaches[direction] ??= direction === 'rtl' ? createRtlEmotionCache(insertionPoint) : createEmotionCache(insertionPoint);
  return browserCaches[direction];
}
