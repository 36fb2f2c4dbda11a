import { useId } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  choosePackageManager,
  INSTALL_VERB,
  PACKAGE_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGERS,
  usePackageManager,
  type PackageManager,
} from './package-manager';

/** Which command shows is decided by CSS from the attribute on <html>, so it is right from the first paint. */
const panelVisibility = Object.fromEntries(
  PACKAGE_MANAGERS.map((manager) => [
    manager === 'npm'
      ? `html:not([${PACKAGE_MANAGER_ATTRIBUTE}]) & [data-manager="npm"], html[${PACKAGE_MANAGER_ATTRIBUTE}="npm"] & [data-manager="npm"]`
      : `html[${PACKAGE_MANAGER_ATTRIBUTE}="${manager}"] & [data-manager="${manager}"]`,
    { display: 'block' },
  ]),
);

/** Install commands for npm, pnpm and yarn in tabs; the reader's choice is remembered across pages and visits. */
export function PackageInstall({ packages }: { packages: string }) {
  const manager = usePackageManager();
  const id = useId();
  const list = packages.trim().split(/\s+/).join(' ');
  return (
    <Box sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Tabs value={manager} onChange={(_, value: PackageManager) => choosePackageManager(value)} aria-label="Package manager" sx={{ minHeight: 40, px: 1 }}>
        {PACKAGE_MANAGERS.map((name) => (
          <Tab key={name} value={name} label={name} id={`${id}-${name}-tab`} aria-controls={`${id}-${name}`} sx={{ minHeight: 40, textTransform: 'none' }} />
        ))}
      </Tabs>
      <Box sx={{ '& [data-manager]': { display: 'none' }, ...panelVisibility }}>
        {PACKAGE_MANAGERS.map((name) => (
          <Box
            key={name}
            component="pre"
            role="tabpanel"
            data-manager={name}
            id={`${id}-${name}`}
            aria-labelledby={`${id}-${name}-tab`}
            sx={{ m: '0 !important', borderRadius: '0 !important' }}
          >
            <code>{`${INSTALL_VERB[name]} ${list}`}</code>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
