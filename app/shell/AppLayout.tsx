import { useState, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import GitHubIcon from '@mui/icons-material/GitHub';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { NavItem } from '~/navigation/nav-item';
import { NavDrawerContent } from './NavDrawerContent';
import { SettingsDrawer } from './SettingsDrawer';
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
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(true)}
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
          <Tooltip title="Source code">
            <IconButton component="a" href={repositoryUrl} target="_blank" rel="noopener" aria-label="Source code repository">
              <GitHubIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Settings">
            <IconButton onClick={() => setSettingsOpen(true)} aria-label="Settings" aria-haspopup="dialog">
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Box component="div" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <NavDrawerContent navigation={navigation} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <NavDrawerContent navigation={navigation} />
        </Drawer>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {children}
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <BackToTop />
    </Box>
  );
}
