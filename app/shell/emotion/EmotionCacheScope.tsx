import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { Direction } from '~/shell/theme/theme-state';
import { browserEmotionCache } from './emotion-cache';

/**
 * Gives Material UI components the site's Emotion cache. On the server the
 * request's cache is already in context (its styles are extracted into the
 * page), so this adds nothing there; in the browser it provides the shared
 * cache for the direction.
 */
export function EmotionCacheScope({ direction = 'ltr', children }: { direction?: Direction; children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  return <CacheProvider value={browserEmotionCache(direction)}>{children}</CacheProvider>;
}
