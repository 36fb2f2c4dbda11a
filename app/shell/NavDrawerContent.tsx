import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useFetcher, useLocation, useMatches } from '@remix-run/react';
import { walkNav, type NavItem } from '~/navigation/nav-item';
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

/** A lazy API group's entries: from the current API page's data when there is one, else fetched on opening. */
function useLazyChildren(item: NavItem, open: boolean): NavItem[] | undefined {
  const fetcher = useFetcher<ApiNavigationData>();
  const fromRoute = useMatches()
    .map((match) => (match.data as { apiNavigation?: ApiNavigationData } | undefined)?.apiNavigation)
    .find((data) => data?.group === item.lazyApiGroup);
  const children = item.children ?? fromRoute?.items ?? fetcher.data?.items;
  useEffect(() => {
    if (open && !children && item.lazyApiGroup && fetcher.state === 'idle' && !fetcher.data)
      fetcher.load(`/x/navigation/api/${item.lazyApiGroup}`);
  }, [open, children, item.lazyApiGroup, fetcher]);
  return children;
}

function NavGroup({ item, depth, onNavigate }: { item: NavItem; depth: number; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const startsOpen = item.lazyApiGroup ? pathname.startsWith(`/x/api/${item.lazyApiGroup}/`) : containsPath(item, pathname);
  const [open, setOpen] = useState(startsOpen);
  const children = useLazyChildren(item, open);
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
        (children ? (
          <NavList items={children} depth={depth + 1} id={listId} onNavigate={onNavigate} />
        ) : (
          <div className={styles.loading} role="status">
            Loading…
          </div>
        ))}
    </li>
  );
}

function NavList({ items, depth, id, onNavigate }: { items: NavItem[]; depth: number; id?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className={styles.list} id={id}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.pathname}>
              <div className={styles.subheader}>{item.title}</div>
              <NavList items={item.children} depth={depth} onNavigate={onNavigate} />
            </li>
          );
        }
        if (item.children || item.lazyApiGroup) return <NavGroup key={item.pathname} item={item} depth={depth} onNavigate={onNavigate} />;
        const active = item.pathname === pathname;
        return (
          <li key={item.pathname}>
            <Link
              to={item.pathname}
              prefetch="intent"
              className={styles.item}
              style={indent(depth)}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              onClick={onNavigate}
            >
              <span className={styles.label}>{item.title}</span>
              <Flags item={item} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function NavDrawerContent({ navigation, onNavigate }: { navigation: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // The reader's page is always in sight in a long navigation.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[data-active]');
    if (active) scrollIntoContainer(active);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label="Documentation" className={styles.nav}>
      <NavList items={navigation} depth={0} onNavigate={onNavigate} />
    </nav>
  );
}
