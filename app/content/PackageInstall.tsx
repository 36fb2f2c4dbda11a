import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const INSTALL_VERB: Record<PackageManager, string> = { npm: 'npm install', pnpm: 'pnpm add', yarn: 'yarn add' };

/**
 * Install commands for npm, pnpm and yarn in tabs. Without JavaScript every
 * command is shown; with it, one at a time.
 */
export function PackageInstall({ packages }: { packages: string }) {
  const [manager, setManager] = useState<PackageManager>('npm');
  const id = useId();
  const list = packages.trim().split(/\s+/).join(' ');
  return (
    <Box sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Tabs value={manager} onChange={(_, value: PackageManager) => setManager(value)} aria-label="Package manager" sx={{ minHeight: 40, px: 1 }}>
        {PACKAGE_MANAGERS.map((name) => (
          <Tab key={name} value={name} label={name} id={`${id}-${name}-tab`} aria-controls={`${id}-${name}`} sx={{ minHeight: 40, textTransform: 'none' }} />
        ))}
      </Tabs>
      {PACKAGE_MANAGERS.map((name) => (
        <Box
          key={name}
          component="pre"
          role="tabpanel"
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={name !== manager}
          sx={{ m: '0 !important', borderRadius: '0 !important' }}
        >
          <code>{`${INSTALL_VERB[name]} ${list}`}</code>
        </Box>
      ))}
    </Box>
  );
}
