import { Component, useEffect, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { useDemoEnvironment } from './demo-environment';

/**
 * Everything a demo island needs around it, on the server and in the browser.
 * The shell owns the colour scheme (the attribute on <html> and the stored
 * mode); an island only reads the CSS variables, so it must neither write the
 * attribute, nor touch storage, nor emit the variables a second time.
 */
export function DemoRoot({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  const { theme, cache } = useDemoEnvironment();
  const island = (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
      <DemoErrorBoundary>
        <ReadySignal onReady={onReady}>{children}</ReadySignal>
      </DemoErrorBoundary>
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{island}</CacheProvider> : island;
}

function ReadySignal({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}

class DemoErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <Box role="alert" sx={{ color: 'error.main', py: 2 }}>
          This demo stopped working. Reload the page to try again.
        </Box>
      );
    }
    return this.props.children;
  }
}
