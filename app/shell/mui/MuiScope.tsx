import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { EmotionCacheScope } from '~/shell/emotion/EmotionCacheScope';
import { createDocsTheme } from '~/shell/theme/create-docs-theme';
import { useShellSettings, type ShellSettings } from '~/shell/theme/shell-settings';

const themes = new Map<string, Theme>();

/** One theme per (direction, density), built on first use and kept: scopes share them. */
function themeFor({ direction, dense }: ShellSettings): Theme {
  const key = `${direction}:${dense}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme({ direction, dense });
    themes.set(key, theme);
  }
  return theme;
}

/**
 * Where Material UI renders: demo islands, the drawers, dialogs and menus.
 * The shell itself is plain HTML and CSS on the same variables, and owns the
 * colour scheme (the attribute on <html>, the stored mode), so a scope must
 * neither write the attribute, nor touch storage, nor emit the variables a
 * second time: the server sends them once, in the head.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const settings = useShellSettings();
  return (
    <EmotionCacheScope direction={settings.direction}>
      <ThemeProvider theme={themeFor(settings)} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </EmotionCacheScope>
  );
}
