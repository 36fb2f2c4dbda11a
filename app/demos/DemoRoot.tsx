import { Component, Fragment, useEffect, type ReactNode } from 'react';
import { MuiScope } from '~/shell/mui/MuiScope';
import { useShellSettings } from '~/shell/theme/shell-settings';
import styles from './Demo.module.css';

/**
 * Everything a demo island needs around it, on the server and in the browser:
 * the Material UI scope, an error boundary, and a signal once it is live.
 * The browser loads this module with the first demo, not with the page.
 */
export function DemoRoot({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  // Dense mode gives every grid `density="compact"` through the theme, which a
  // grid keeps after the prop goes away: a change of density mounts the demo
  // afresh, so that it starts again from its own density.
  const { dense } = useShellSettings();
  return (
    <MuiScope>
      <DemoErrorBoundary>
        <ReadySignal onReady={onReady}>
          <Fragment key={dense ? 'dense' : 'normal'}>{children}</Fragment>
        </ReadySignal>
      </DemoErrorBoundary>
    </MuiScope>
  );
}

function ReadySignal({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}

class DemoErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className={styles.failure}>
          This demo stopped working. Reload the page to try again.
        </p>
      );
    }
    return this.props.children;
  }
}
