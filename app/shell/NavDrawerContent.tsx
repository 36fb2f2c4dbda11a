import { createContext, memo, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useFetcher, useLocation, useMatches, useNavigate } from '@remix-run/react';
import { walkNav, type NavItem } from '~/navigation/nav-item';
import { defined } from '~/lib/defined';
import { isPlainClick } from '~/lib/plain-click';
import { Badge } from '~/ui/Badge';
import { cx } from '~/ui/cx';
import { Icon } from '~/ui/Icon';
import { VisuallyHidden } from '~/ui/VisuallyHidden';
import styles from './NavDrawerContent.module.css';
import { scrollIntoContainer } from '~/lib/scroll-into-container';
import { editionName } from '~/domain/plans';

function Flags({ item }: { item: NavItem }) {
  return (
    <>
      {item.plan && (
        <Badge kind={item.plan}>
          {editionName(item.plan)}
          <VisuallyHidden> plan</VisuallyHidden>
        </Badge>
      )}
      {item.newFeature && <Badge kind="new">New</Badge>}
      {item.planned && <Badge kind="planned">Planned</Badge>}
      {item.unstable && <Badge kind="unstable">Unstable</Badge>}
    </>
  );
}

function containsPath(item: NavItem, pathname: string): boolean {
  return [...walkNav(item.children ?? [])].some((child) => child.pathname === pathname);
}

const indent = (depth: number) => ({ '--depth': depth }) as CSSProperties;

interface ApiNavigationData {
  group: string;
  items: NavItem[];
}

/** A lazy API group's entries: from the current API page's data when there is one, else fetched once it is shown. */
function useLazyChildren(item: NavItem): NavItem[] | undefined {
  const fetcher = useFetcher<ApiNavigationData>();
  const fromRoute = useMatches()
    .map((match) => (match.data as { apiNavigation?: ApiNavigationData } | undefined)?.apiNavigation)
    .find((data) => data?.group === item.lazyApiGroup);
  const children = fromRoute?.items ?? fetcher.data?.items;
  useEffect(() => {
    if (!children && item.lazyApiGroup && fetcher.state === 'idle' && !fetcher.data) fetcher.load(`/x/navigation/api/${item.lazyApiGroup}`);
  }, [children, item.lazyApiGroup, fetcher]);
  return children;
}

/**
 * The open list of a lazy API group. A component of its own because its hooks
 * follow every router update: only an open lazy group pays for that.
 */
function LazyGroupList({ item, depth, id, pathname }: { item: NavItem; depth: number; id: string; pathname: string }) {
  const children = useLazyChildren(item);
  return children ? (
    <NavList items={children} depth={depth} id={id} pathname={pathname} />
  ) : (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}

const NavGroup = memo(function NavGroup({ item, depth, pathname }: { item: NavItem; depth: number; pathname: string }) {
  const startsOpen = item.lazyApiGroup ? pathname.startsWith(`/x/api/${item.lazyApiGroup}/`) : containsPath(item, pathname);
  const [open, setOpen] = useState(startsOpen);
  const listId = `nav-${item.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <button
        type="button"
        className={cx(styles.item, styles.group)}
        style={indent(depth)}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
      >
        <span className={styles.label}>{item.title}</span>
        <Flags item={item} />
        <Icon name={open ? 'ExpandLess' : 'ExpandMore'} size="small" />
      </button>
      {/* Closed groups render nothing: the API reference alone has hundreds of entries. */}
      {open &&
        (item.children ? (
          <NavList items={item.children} depth={depth + 1} id={listId} pathname={pathname} />
        ) : (
          <LazyGroupList item={item} depth={depth + 1} id={listId} pathname={pathname} />
        ))}
    </li>
  );
});

/** Follows a navigation link: the same function for the drawer's life, so that links can skip rendering. */
const FollowLinkContext = createContext<((event: MouseEvent<HTMLAnchorElement>, pathname: string) => void) | null>(null);

/**
 * A plain anchor rather than Remix's Link. Every Link reads the router's
 * contexts, which change at each router update, so every link of the open
 * navigation rendered again several times per navigation, on top of the new
 * page (86 links at three commits, for one click from the Data Grid overview
 * to its Quickstart). Here a link renders again only when it becomes or stops
 * being the current page, and a click goes through the drawer's one router
 * subscription (useFollowLink).
 */
const NavLink = memo(function NavLink({ item, depth, active }: { item: NavItem; depth: number; active: boolean }) {
  const follow = defined(useContext(FollowLinkContext), 'the navigation drawer around a navigation link');
  return (
    <a
      href={item.pathname}
      className={styles.item}
      style={indent(depth)}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      onClick={(event) => follow(event, item.pathname)}
    >
      <span className={styles.label}>{item.title}</span>
      <Flags item={item} />
    </a>
  );
});

const NavList = memo(function NavList({ items, depth, id, pathname }: { items: NavItem[]; depth: number; id?: string; pathname: string }) {
  return (
    <ul className={styles.list} id={id}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.pathname}>
              <div className={styles.subheader}>{item.title}</div>
              <NavList items={item.children} depth={depth} pathname={pathname} />
            </li>
          );
        }
        if (item.children || item.lazyApiGroup) return <NavGroup key={item.pathname} item={item} depth={depth} pathname={pathname} />;
        return (
          <li key={item.pathname}>
            <NavLink item={item} depth={depth} active={item.pathname === pathname} />
          </li>
        );
      })}
    </ul>
  );
});

/**
 * A click on a navigation link as Remix's Link takes it: a plain click
 * navigates in the app (replacing the history entry when the link is the
 * address already shown), any other is the browser's. Remix's
 * `prefetch="intent"`, which the links had, fetched nothing here: it skips
 * routes with a client loader, as this one has.
 */
function useFollowLink(onNavigate: (() => void) | undefined) {
  const navigate = useNavigate();
  const latestOnNavigate = useRef(onNavigate);
  latestOnNavigate.current = onNavigate;
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, pathname: string) => {
      latestOnNavigate.current?.();
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const shown = window.location.pathname + window.location.search + window.location.hash;
      navigate(pathname, { replace: shown === pathname });
    },
    [navigate],
  );
}

export function NavDrawerContent({ navigation, onNavigate }: { navigation: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const follow = useFollowLink(onNavigate);
  const navRef = useRef<HTMLElement>(null);
  // The reader's page is always in sight in a long navigation.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[data-active]');
    if (active) scrollIntoContainer(active);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label="Documentation" className={styles.nav}>
      <FollowLinkContext.Provider value={follow}>
        <NavList items={navigation} depth={0} pathname={pathname} />
      </FollowLinkContext.Provider>
    </nav>
  );
}
