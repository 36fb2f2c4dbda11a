import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useMatches } from '@remix-run/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { walkNav, type NavItem } from '~/navigation/nav-item';

const PLAN_LABEL = { pro: 'Pro', premium: 'Premium' } as const;

function Flags({ item }: { item: NavItem }) {
  return (
    <>
      {item.plan && (
        <Chip
          component="span"
          size="small"
          label={PLAN_LABEL[item.plan]}
          aria-label={`${PLAN_LABEL[item.plan]} plan`}
          color={item.plan === 'premium' ? 'warning' : 'primary'}
          variant="outlined"
          sx={{ ml: 1, height: 20, fontSize: 11 }}
        />
      )}
      {item.newFeature && <Chip component="span" size="small" label="New" color="success" sx={{ ml: 1, height: 20, fontSize: 11 }} />}
      {item.planned && <Chip component="span" size="small" label="Planned" sx={{ ml: 1, height: 20, fontSize: 11 }} />}
      {item.unstable && <Chip component="span" size="small" label="Unstable" color="secondary" sx={{ ml: 1, height: 20, fontSize: 11 }} />}
    </>
  );
}

function containsPath(item: NavItem, pathname: string): boolean {
  return [...walkNav(item.children ?? [])].some((child) => child.pathname === pathname);
}

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
    if (open && !children && item.lazyApiGroup && fetcher.state === 'idle' && !fetcher.data) fetcher.load(`/x/navigation/api/${item.lazyApiGroup}`);
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
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId} sx={{ pl: 2 + depth * 1.5, py: 0.5 }}>
        <ListItemText primary={item.title} slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }} />
        <Flags item={item} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      {/* Closed groups render nothing: the API reference alone has hundreds of entries. */}
      <Collapse in={open} timeout="auto" unmountOnExit>
        {children ? (
          <NavList items={children} depth={depth + 1} id={listId} onNavigate={onNavigate} />
        ) : (
          <Box sx={{ pl: 4, py: 1, typography: 'body2', color: 'text.secondary' }} role="status">
            Loading…
          </Box>
        )}
      </Collapse>
    </li>
  );
}

function NavList({ items, depth, id, onNavigate }: { items: NavItem[]; depth: number; id?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List dense disablePadding id={id}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.pathname}>
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '36px', mt: 1, fontWeight: 700, textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }}>
                {item.title}
              </ListSubheader>
              <NavList items={item.children} depth={depth} onNavigate={onNavigate} />
            </li>
          );
        }
        if (item.children || item.lazyApiGroup) return <NavGroup key={item.pathname} item={item} depth={depth} onNavigate={onNavigate} />;
        const active = item.pathname === pathname;
        return (
          <li key={item.pathname}>
            <ListItemButton
              component={Link}
              to={item.pathname}
              prefetch="intent"
              selected={active}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              onClick={onNavigate}
              sx={{ pl: 2 + depth * 1.5, py: 0.5 }}
            >
              <ListItemText primary={item.title} slotProps={{ primary: { variant: 'body2' } }} />
              <Flags item={item} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

export function NavDrawerContent({ navigation, onNavigate }: { navigation: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // The reader's page is always in sight in a long navigation.
  useEffect(() => {
    navRef.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);
  return (
    <Box component="nav" ref={navRef} aria-label="Documentation" sx={{ pb: 4 }}>
      <NavList items={navigation} depth={0} onNavigate={onNavigate} />
    </Box>
  );
}
