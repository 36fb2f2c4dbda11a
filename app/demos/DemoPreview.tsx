import { Component, memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { demoModuleCache } from '~/content/module-cache';
import { openGateWhenNeeded, waitForDemo } from './hydration-gate';

interface DemoPreviewProps {
  moduleKey: string;
}

/**
 * The live demo. Memoised so that nothing around it re-renders the boundary
 * while its server HTML waits to be hydrated: React would otherwise throw
 * that HTML away and render the fallback.
 */
export const DemoPreview = memo(function DemoPreview({ moduleKey }: DemoPreviewProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = containerRef.current;
    if (!element || demoModuleCache.get(moduleKey)) return undefined;
    return openGateWhenNeeded(moduleKey, element);
  }, [moduleKey]);

  return (
    <Box ref={containerRef} data-demo={moduleKey} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <DemoErrorBoundary>
        <Suspense fallback={<Box sx={{ minHeight: 120 }} aria-busy="true" />}>
          <DemoBody moduleKey={moduleKey} containerRef={containerRef} />
        </Suspense>
      </DemoErrorBoundary>
    </Box>
  );
});

function DemoBody({ moduleKey, containerRef }: DemoPreviewProps & { containerRef: React.RefObject<HTMLDivElement> }) {
  const Demo = demoModuleCache.get(moduleKey);
  if (!Demo) throw waitForDemo(moduleKey);
  return (
    <HydrationMarker containerRef={containerRef}>
      <Demo />
    </HydrationMarker>
  );
}

/** Marks the container once the demo is live, for readers' tools and for tests. */
function HydrationMarker({ containerRef, children }: { containerRef: React.RefObject<HTMLDivElement>; children: ReactNode }) {
  useEffect(() => {
    containerRef.current?.setAttribute('data-hydrated', 'true');
  }, [containerRef]);
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
          This demo failed to load. Reload the page to try again.
        </Box>
      );
    }
    return this.props.children;
  }
}
