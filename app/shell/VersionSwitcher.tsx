import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { currentVersion } from '~/versions/versions';

// The menu (and the popover machinery under it) loads when a reader first opens it.
const VersionMenu = lazy(() => import('./VersionMenu'));

export function VersionSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Version ${currentVersion.text}, choose another`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', textTransform: 'none', minWidth: 0 }}
      >
        v{currentVersion.text}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <VersionMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
