import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RemixBrowser } from '@remix-run/react';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache, EMOTION_INSERTION_POINT_NAME } from '~/shell/emotion/emotion-cache';
import { CriticalStylesProvider, readServerCriticalStyles } from '~/shell/emotion/CriticalStyles';
import { pageModuleCache } from '~/content/module-cache';
import { PAGE_KEY_ATTRIBUTE } from '~/content/page-key';

const criticalStyles = readServerCriticalStyles(document);
const insertionPoint = document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT_NAME}"]`) ?? undefined;
const cache = createEmotionCache(insertionPoint);

// The page's prose must hydrate with the rest of the document, so its MDX
// chunk is fetched first. Demos are not: they hydrate lazily on their own.
const pageKey = document.querySelector(`[${PAGE_KEY_ATTRIBUTE}]`)?.getAttribute(PAGE_KEY_ATTRIBUTE);
const pageReady = pageKey != null && pageModuleCache.has(pageKey) ? pageModuleCache.load(pageKey) : Promise.resolve();

/**
 * Resolves after the browser has painted the server's HTML: hydration is the
 * page's longest task, and readers should see the text before it runs, not after.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

Promise.all([pageReady.catch(() => {
  // Hydrate anyway: the route shows its error boundary instead of a dead page.
}), afterFirstPaint()])
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <CacheProvider value={cache}>
            <CriticalStylesProvider value={criticalStyles}>
              <RemixBrowser />
            </CriticalStylesProvider>
          </CacheProvider>
        </StrictMode>,
      );
    });
  });
