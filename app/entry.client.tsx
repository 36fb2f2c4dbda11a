import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RemixBrowser } from '@remix-run/react';
import { CriticalStylesProvider, readServerCriticalStyles } from '~/shell/emotion/CriticalStyles';
import { pageModuleCache } from '~/content/module-cache';
import { PAGE_KEY_ATTRIBUTE } from '~/content/page-key';
import { keyEveryHistoryEntry } from '~/lib/history-entry-keys';

const criticalStyles = readServerCriticalStyles(document);

// Before the router starts listening to history: jumps to anchors scroll only if each entry has its own key.
keyEveryHistoryEntry();

// The page's prose must hydrate with the rest of the document, so its MDX
// chunk is fetched first. Demos are not: they hydrate lazily on their own.
const pageKey = document.querySelector(`[${PAGE_KEY_ATTRIBUTE}]`)?.getAttribute(PAGE_KEY_ATTRIBUTE);
const pageReady = pageKey != null && pageModuleCache.has(pageKey) ? pageModuleCache.load(pageKey) : Promise.resolve();

// This module only runs once the browser has painted the server's HTML
// (deferred-boot.server.ts starts it), so hydration never delays the text.
pageReady
  .catch(() => {
    // Hydrate anyway: the route shows its error boundary instead of a dead page.
  })
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
