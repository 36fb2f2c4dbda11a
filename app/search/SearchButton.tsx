/**
 * The app bar's search box. Without JavaScript it is a link to the results
 * page; with it, it opens the dialog, as do Ctrl+K / Cmd+K anywhere and `/`
 * outside text fields. The dialog's code loads on first use (or when the
 * pointer or focus comes near the box, so that it opens at once).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import SearchIcon from '@mui/icons-material/Search';

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
      <ButtonBase
        href="/x/search/"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        sx={{
          gap: 1,
          px: 1.5,
          height: 36,
          minWidth: { xs: 36, sm: 200 },
          justifyContent: 'flex-start',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
          fontSize: '0.875rem',
          '&:hover': { borderColor: 'text.secondary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, flex: 1, textAlign: 'start' }}>
          Search…
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }} aria-hidden>
          {shortcut}
        </Box>
      </ButtonBase>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
