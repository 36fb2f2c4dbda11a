import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RemixBrowser } from '@remix-run/react';
import { CriticalStylesProvider, readServerCriticalStyles } from '~/shell/emotion/CriticalStyles';
import { pageModuleCache } from '~/content/module-cache';
import { PAGE_KEY_ATTRIBUTE } from '~/content/page-key';

const criticalStyles = readServerCriticalStyles(document);

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
          {/* No Emotion cache here: the shell renders no Material UI; each MuiScope brings its own. */}
          <CriticalStylesProvider value={criticalStyles}>
            <RemixBrowser />
          </CriticalStylesProvider>
        </StrictMode>,
      );
    });
  });
