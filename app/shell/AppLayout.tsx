import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import GitHubIcon from '@mui/icons-material/GitHub';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { NavItem } from '~/navigation/nav-item';
import { NavDrawerContent } from './NavDrawerContent';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })));
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));
import { VersionSwitcher } from './VersionSwitcher';
import { SearchButton } from '~/search/SearchButton';

export const DRAWER_WIDTH = 280;
export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={(theme) => ({
        position: 'fixed',
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        transition: theme.transitions.create('top', { duration: theme.transitions.duration.shortest }),
        '&:focus': { top: theme.spacing(2) },
      })}
    >
      Skip to content
    </Box>
  );
}

function BackToTop() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 400 });
  return (
    <Zoom in={scrolled}>
      <Fab
        size="small"
        color="primary"
        aria-label="Back to top"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
          document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
        }}
        sx={{ position: 'fixed', insetInlineEnd: 24, bottom: 24 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}

interface AppLayoutProps {
  navigation: NavItem[];
  repositoryUrl: string;
  children: ReactNode;
}

export function AppLayout({ navigation, repositoryUrl, children }: AppLayoutProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawers' code loads on first use and stays, so that they can animate closed.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [mobileNavLoaded, setMobileNavLoaded] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={() => {
              setMobileNavLoaded(true);
              setMobileOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component={Link} to="/x/" variant="h6" sx={{ color: 'text.primary', textDecoration: 'none', fontWeight: 700 }}>
            MUI X
          </Typography>
          <VersionSwitcher />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', px: { sm: 2 } }}>
            <SearchButton />
          </Box>
          {/* Native titles, not Material tooltips: the popper behind those is too heavy for every page. */}
          <IconButton component="a" href={repositoryUrl} target="_blank" rel="noopener" aria-label="Source code repository" title="Source code">
            <GitHubIcon />
          </IconButton>
          <IconButton
            onClick={() => {
              setSettingsLoaded(true);
              setSettingsOpen(true);
            }}
            aria-label="Settings"
            aria-haspopup="dialog"
            title="Settings"
          >
            <SettingsIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="div" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {mobileNavLoaded && (
          <Suspense fallback={null}>
            <MobileNavDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} navigation={navigation} width={DRAWER_WIDTH} />
          </Suspense>
        )}
        {/* A fixed column rather than a permanent Drawer, whose modal code every page would download for nothing. */}
        <Box
          sx={(theme) => ({
            display: { xs: 'none', md: 'block' },
            position: 'fixed',
            top: 0,
            bottom: 0,
            insetInlineStart: 0,
            width: DRAWER_WIDTH,
            overflowY: 'auto',
            borderInlineEnd: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            zIndex: theme.zIndex.drawer,
          })}
        >
          <Toolbar />
          <NavDrawerContent navigation={navigation} />
        </Box>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {children}
      </Box>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <BackToTop />
    </Box>
  );
}
