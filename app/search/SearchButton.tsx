/**
 * The app bar's search box. Without JavaScript it is a link to the results
 * page; with it, it opens the dialog, as do Ctrl+K / Cmd+K anywhere and `/`
 * outside text fields. The dialog's code loads on first use (or when the
 * pointer or focus comes near the box, so that it opens at once).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '~/ui/Icon';
import styles from './SearchButton.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl K');

  useEffect(() => {
    // The server cannot know the platform; the label settles after hydration.
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <a
        href="/x/search/"
        className={styles.button}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        // The name holds the shortcut the reader sees beside the label (label in name).
        aria-label={`Search, ${shortcut}`}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
      >
        <Icon name="Search" size="small" />
        <span className={styles.label}>Search…</span>
        <span className={styles.shortcut} aria-hidden>
          {shortcut}
        </span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
