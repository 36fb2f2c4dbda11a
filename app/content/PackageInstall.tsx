import { useId, useRef, type KeyboardEvent } from 'react';
import { choosePackageManager, INSTALL_VERB, PACKAGE_MANAGERS, usePackageManager, type PackageManager } from './package-manager';
import { tabClass } from '~/ui/tab';
import styles from './PackageInstall.module.css';

/** The tab a key moves to: arrows wrap around, Home and End jump to the ends. */
function tabAfterKey(key: string, index: number): number | null {
  const last = PACKAGE_MANAGERS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** Install commands for npm, pnpm and yarn in tabs; the reader's choice is remembered across pages and visits. */
export function PackageInstall({ packages }: { packages: string }) {
  const manager = usePackageManager();
  const id = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const list = packages.trim().split(/\s+/).join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // In a right-to-left page the arrows follow the reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key =
      rtl && event.key.startsWith('Arrow')
        ? event.key === 'ArrowLeft'
          ? 'ArrowRight'
          : event.key === 'ArrowRight'
            ? 'ArrowLeft'
            : event.key
        : event.key;
    const next = tabAfterKey(key, index);
    if (next === null) return;
    event.preventDefault();
    const manager = PACKAGE_MANAGERS[next];
    if (manager === undefined) return;
    choosePackageManager(manager);
    tabsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.install}>
      <div role="tablist" aria-label="Package manager" className={styles.tabs} ref={tabsRef}>
        {PACKAGE_MANAGERS.map((name: PackageManager, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={tabClass}
            id={`${id}-${name}-tab`}
            aria-controls={`${id}-${name}`}
            aria-selected={manager === name}
            tabIndex={manager === name ? 0 : -1}
            onClick={() => choosePackageManager(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      {PACKAGE_MANAGERS.map((name) => (
        <pre
          key={name}
          role="tabpanel"
          // A tab panel takes the focus (WAI-ARIA tabs pattern), which also lets a keyboard scroll a long command.
          tabIndex={0}
          className={styles.panel}
          data-manager={name}
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-tab`}
        >
          <code>{`${INSTALL_VERB[name]} ${list}`}</code>
        </pre>
      ))}
    </div>
  );
}
