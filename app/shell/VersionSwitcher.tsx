import { lazy, Suspense, useId, useState } from 'react';
import { currentVersion } from '~/versions/versions';
import { Icon } from '~/ui/Icon';
import styles from './VersionSwitcher.module.css';

// The menu (and the popover machinery under it) loads when a reader first opens it.
const VersionMenu = lazy(() => import('./VersionMenu'));

export function VersionSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <button
        id={buttonId}
        type="button"
        className={styles.switcher}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        // The name starts with the visible text, so a reader who says what they see can press it.
        aria-label={`v${currentVersion.text}: choose another version`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        v{currentVersion.text}
        <Icon name="ArrowDropDown" size="small" />
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <VersionMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
