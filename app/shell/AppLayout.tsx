import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import type { NavItem } from '~/navigation/nav-item';
import { SearchButton } from '~/search/SearchButton';
import { iconButtonClass } from '~/ui/button';
import { cx } from '~/ui/cx';
import { Icon } from '~/ui/Icon';
import { NavDrawerContent } from './NavDrawerContent';
import { VersionSwitcher } from './VersionSwitcher';
import styles from './AppLayout.module.css';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })));
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

export const DRAWER_WIDTH = 280;
export const MAIN_CONTENT_ID = 'main-content';
/** How far down the page the back-to-top button appears. */
const BACK_TO_TOP_THRESHOLD_PX = 400;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function BackToTop() {
  const scrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <button
      type="button"
      className={styles.backToTop}
      data-visible={scrolled || undefined}
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }}
    >
      <Icon name="ArrowUp" />
    </button>
  );
}

interface AppLayoutProps {
  navigation: NavItem[];
  /** Null when the deployment names no repository: then there is no source link. */
  repositoryUrl: string | null;
  children: ReactNode;
}

/**
 * The page frame: app bar, navigation column and main area. Plain elements on
 * the theme's CSS variables; Material UI comes only with what needs it (the
 * drawers, menus and dialogs, all loaded on first use, and the demos).
 */
export function AppLayout({ navigation, repositoryUrl, children }: AppLayoutProps) {
  // The mobile navigation belongs to the history entry it was opened on: it closes
  // when the entry changes, and a new entry gets a new drawer (keyed by it) rather
  // than the old one still sliding out. The old one's exit, finishing while the
  // next page rendered, could lose its last state update (React 18.3; about one
  // navigation in fifty here), and its invisible backdrop then stayed over the
  // page and took every tap. The entry, not the path: a link to the page already
  // shown makes a new entry on the same path.
  const { key: historyEntry } = useLocation();
  const [mobileNavOpenOn, setMobileNavOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileNavOpenOn === historyEntry;
  const closeMobileNav = () => setMobileNavOpenOn(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawers' code loads on first use and stays, so that they can animate closed.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [mobileNavLoaded, setMobileNavLoaded] = useState(false);
  return (
    <div className={styles.root} style={{ '--nav-width': `${DRAWER_WIDTH}px` } as CSSProperties}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <header className={styles.appBar}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={cx(iconButtonClass, styles.menuButton)}
            aria-label="Open navigation"
            onClick={() => {
              setMobileNavLoaded(true);
              setMobileNavOpenOn(historyEntry);
            }}
          >
            <Icon name="Menu" />
          </button>
          <Link to="/x/" className={styles.brand}>
            MUI X
          </Link>
          <VersionSwitcher />
          <div className={styles.searchSlot}>
            <SearchButton />
          </div>
          {repositoryUrl && (
            <a
              className={iconButtonClass}
              href={repositoryUrl}
              target="_blank"
              rel="noopener"
              aria-label="Source code repository"
              title="Source code"
            >
              <Icon name="GitHub" />
            </a>
          )}
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => {
              setSettingsLoaded(true);
              setSettingsOpen(true);
            }}
            aria-label="Settings"
            aria-haspopup="dialog"
            title="Settings"
          >
            <Icon name="Settings" />
          </button>
        </div>
      </header>
      <div className={styles.navSlot}>
        {mobileNavLoaded && (
          <Suspense fallback={null}>
            <MobileNavDrawer key={historyEntry} open={mobileOpen} onClose={closeMobileNav} navigation={navigation} width={DRAWER_WIDTH} />
          </Suspense>
        )}
        <div className={styles.navColumn}>
          <div className={styles.toolbarSpacer} />
          <NavDrawerContent navigation={navigation} />
        </div>
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.toolbarSpacer} />
        {children}
      </main>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <BackToTop />
    </div>
  );
}
