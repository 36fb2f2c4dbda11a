import { createContext, memo, useCallback, useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useFetcher, useLocation, useMatches } from '@remix-run/react';
import { walkNav, type NavItem } from '~/navigation/nav-item';
import { AppLink } from '~/ui/AppLink';
import { Badge } from '~/ui/Badge';
import { FeatureFlags } from '~/navigation/FeatureFlags';
import { cx } from '~/ui/cx';
import { Icon } from '~/ui/Icon';
import { VisuallyHidden } from '~/ui/VisuallyHidden';
import styles from './NavDrawerContent.module.css';
import { scrollIntoContainer } from '~/lib/scroll-into-container';
import { editionName } from '~/domain/plans';
import { sitePath } from '~/domain/site-paths';

function Flags({ item }: { item: NavItem }) {
  return (
    <>
      {item.plan && (
        <Badge kind={item.plan}>
          {editionName(item.plan)}
          <VisuallyHidden> plan</VisuallyHidden>
        </Badge>
      )}
      <FeatureFlags {...item} />
    </>
  );
}

/** The pages under an item: the paths of its entries, and the API groups loaded only when opened. */
interface PagesUnder {
  paths: Set<string>;
  lazyApiGroups: string[];
}

const pagesUnderCache = new WeakMap<NavItem, PagesUnder>();

function pagesUnder(item: NavItem): PagesUnder {
  let pages = pagesUnderCache.get(item);
  if (!pages) {
    const descendants = [...walkNav(item.children ?? [])];
    pages = {
      paths: new Set(descendants.map((child) => child.pathname)),
      lazyApiGroups: descendants.flatMap((child) => (child.lazyApiGroup ? [child.lazyApiGroup] : [])),
    };
    pagesUnderCache.set(item, pages);
  }
  return pages;
}

const isApiPageOf = (group: string, pathname: string) => pathname.startsWith(`${sitePath('api', group)}/`);

/** Whether the page is somewhere under this item, an API page of a lazy group included. */
function holdsPage(item: NavItem, pathname: string): boolean {
  if (item.lazyApiGroup) return isApiPageOf(item.lazyApiGroup, pathname);
  const { paths, lazyApiGroups } = pagesUnder(item);
  return paths.has(pathname) || lazyApiGroups.some((group) => isApiPageOf(group, pathname));
}

/**
 * The current page for an item's subtree: the pathname when the page is in
 * it, else null. Groups and lists take this rather than the pathname, so that
 * a navigation renders again only the ones that hold the old or the new page.
 */
function currentPageUnder(item: NavItem, pathname: string | null): string | null {
  return pathname !== null && holdsPage(item, pathname) ? pathname : null;
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
function LazyGroupList({ item, depth, id, currentPage }: { item: NavItem; depth: number; id: string; currentPage: string | null }) {
  const children = useLazyChildren(item);
  return children ? (
    <NavList items={children} depth={depth} id={id} currentPage={currentPage} />
  ) : (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}

/** A group of the navigation; `currentPage` is the current page's path when the group holds it, else null. */
const NavGroup = memo(function NavGroup({ item, depth, currentPage }: { item: NavItem; depth: number; currentPage: string | null }) {
  const [open, setOpen] = useState(currentPage !== null);
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
          <NavList items={item.children} depth={depth + 1} id={listId} currentPage={currentPage} />
        ) : (
          <LazyGroupList item={item} depth={depth + 1} id={listId} currentPage={currentPage} />
        ))}
    </li>
  );
});

/** Tells the drawer a link was followed (the mobile drawer closes): the same function for the drawer's life, so that links can skip rendering. */
const LinkFollowedContext = createContext<() => void>(() => {});

/**
 * An AppLink rather than Remix's Link, which renders again at every router
 * update: here a link renders again only when it becomes or stops being the
 * current page (86 links at three commits before, for one click from the Data
 * Grid overview to its Quickstart).
 */
const NavLink = memo(function NavLink({ item, depth, active }: { item: NavItem; depth: number; active: boolean }) {
  const onFollowed = useContext(LinkFollowedContext);
  return (
    <AppLink
      href={item.pathname}
      className={styles.item}
      style={indent(depth)}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      onClick={onFollowed}
    >
      <span className={styles.label}>{item.title}</span>
      <Flags item={item} />
    </AppLink>
  );
});

/**
 * A list of the navigation; `currentPage` is the current page's path when the
 * list holds it, else null. The function is not named NavList: inside a
 * function expression of that name, `NavList` is the function itself, and the
 * nested subheader lists rendered past the memo (21 lists at each navigation).
 */
const NavList = memo(function NavListItems({
  items,
  depth,
  id,
  currentPage,
}: {
  items: NavItem[];
  depth: number;
  id?: string;
  currentPage: string | null;
}) {
  return (
    <ul className={styles.list} id={id}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.pathname}>
              <div className={styles.subheader}>{item.title}</div>
              <NavList items={item.children} depth={depth} currentPage={currentPageUnder(item, currentPage)} />
            </li>
          );
        }
        if (item.children || item.lazyApiGroup)
          return <NavGroup key={item.pathname} item={item} depth={depth} currentPage={currentPageUnder(item, currentPage)} />;
        return (
          <li key={item.pathname}>
            <NavLink item={item} depth={depth} active={item.pathname === currentPage} />
          </li>
        );
      })}
    </ul>
  );
});

export function NavDrawerContent({ navigation, onNavigate }: { navigation: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const latestOnNavigate = useRef(onNavigate);
  latestOnNavigate.current = onNavigate;
  const onFollowed = useCallback(() => latestOnNavigate.current?.(), []);
  const navRef = useRef<HTMLElement>(null);
  // The reader's page is always in sight in a long navigation.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[data-active]');
    if (active) scrollIntoContainer(active);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label="Documentation" className={styles.nav}>
      <LinkFollowedContext.Provider value={onFollowed}>
        <NavList items={navigation} depth={0} currentPage={pathname} />
      </LinkFollowedContext.Provider>
    </nav>
  );
}
