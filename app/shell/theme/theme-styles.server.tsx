import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '~/shell/emotion/emotion-cache';
import { createDocsTheme } from './create-docs-theme';
import { SystemSchemeFallback } from './SystemSchemeFallback';
import { COLOR_MODE_STORAGE_KEY } from './theme-state';

export interface EmotionStyleChunk {
  key: string;
  ids: string[];
  css: string;
}

let cached: EmotionStyleChunk[] | undefined;

/**
 * The theme's global styles: both schemes' CSS variables, the dark fallback
 * for readers without JavaScript, and Material's baseline. The same for every
 * page, so they are rendered once per process, not per request, and the
 * browser never computes them: the shell is plain HTML and CSS on these
 * variables, and Material UI scopes reuse them without emitting their own.
 */
export function themeStyleChunks(): EmotionStyleChunk[] {
  if (cached) return cached;
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createDocsTheme()} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        <SystemSchemeFallback />
      </ThemeProvider>
    </CacheProvider>,
  );
  cached = extractCriticalToChunks(markup).styles.filter((chunk) => chunk.css !== '');
  return cached;
}
