import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { setColorMode, useColorMode } from './theme/color-mode';
import { useChangeTheme, useThemeState } from './theme/DocsThemeProvider';
import { MuiScope } from './mui/MuiScope';
import type { ColorMode } from './theme/theme-state';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="overline" component="h3" sx={{ display: 'block', mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Colour mode, direction and density, all operable from the keyboard (Tab, Enter or Space, Escape). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mode = useColorMode()?.mode;
  const { direction, dense } = useThemeState();
  const changeTheme = useChangeTheme();

  return (
    <MuiScope>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, role: 'dialog', 'aria-labelledby': 'settings-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Settings
          </Typography>
          <IconButton onClick={onClose} aria-label="Close settings">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2 }}>
          <Section id="settings-mode" title="Mode">
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={mode ?? 'system'}
              onChange={(_, value: ColorMode | null) => value && setColorMode(value)}
              aria-labelledby="settings-mode"
            >
              <ToggleButton value="light">Light</ToggleButton>
              <ToggleButton value="system">System</ToggleButton>
              <ToggleButton value="dark">Dark</ToggleButton>
            </ToggleButtonGroup>
          </Section>
          <Section id="settings-direction" title="Direction">
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={direction}
              onChange={(_, value: 'ltr' | 'rtl' | null) => value && changeTheme({ type: 'CHANGE', payload: { direction: value } })}
              aria-labelledby="settings-direction"
            >
              <ToggleButton value="ltr">Left to right</ToggleButton>
              <ToggleButton value="rtl">Right to left</ToggleButton>
            </ToggleButtonGroup>
          </Section>
          <Section id="settings-density" title="Density">
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={dense ? 'dense' : 'normal'}
              onChange={(_, value: 'dense' | 'normal' | null) => {
                if (value === 'dense') changeTheme({ type: 'SET_DENSE', payload: true });
                if (value === 'normal') changeTheme({ type: 'RESET_DENSITY' });
              }}
              aria-labelledby="settings-density"
            >
              <ToggleButton value="normal">Normal</ToggleButton>
              <ToggleButton value="dense">Dense</ToggleButton>
            </ToggleButtonGroup>
          </Section>
        </Box>
      </Drawer>
    </MuiScope>
  );
}
