/**
 * The search dialog: results as the reader types, grouped by product, with
 * the ARIA combobox pattern so that arrows, Enter and Escape work from the
 * input and screen readers announce the active result. Loaded on first use,
 * so pages do not pay for it up front.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@remix-run/react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { groupHits, plainTextOf, type SearchHit } from './search-engine';
import { forgetRecentSearches, readRecentSearches, rememberSearch, type RecentSearch } from './recent-searches';
import { SearchHitText } from './SearchHitText';
import { useSearchResults } from './use-search-results';
import { MuiScope } from '~/shell/mui/MuiScope';
import { scrollIntoContainer } from '~/lib/scroll-into-container';

interface Option {
  key: string;
  url: string;
  recent: RecentSearch;
  hit?: SearchHit;
}

function toRecent(hit: SearchHit): RecentSearch {
  return { url: hit.url, title: plainTextOf(hit.title), heading: plainTextOf(hit.heading) };
}

/** Loaded on first use, with the Material UI it is built from. */
export default function SearchDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <MuiScope>
      <SearchDialogContent {...props} />
    </MuiScope>
  );
}

function SearchDialogContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [recent, setRecent] = useState(() => readRecentSearches());
  const state = useSearchResults(query);
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const trimmedQuery = query.trim();
  const showingRecent = trimmedQuery === '';
  // While a newer query loads, the results of the one before it stay on screen: they are not what Enter may open.
  const resultsAreCurrent = showingRecent || state.status === 'error' || (state.status === 'done' && state.query === trimmedQuery);
  // Enter pressed before the results of the query in the box arrived: it opens the top one when they do.
  const [enterPending, setEnterPending] = useState(false);
  const listboxRef = useRef<HTMLUListElement>(null);
  // Set by the arrow keys only: an option the pointer moves onto is in sight already.
  const revealActive = useRef(false);

  const groups = useMemo(() => {
    if (showingRecent) {
      return recent.length
        ? [{ group: 'Recent', options: recent.map((entry): Option => ({ key: entry.url, url: entry.url, recent: entry })) }]
        : [];
    }
    return groupHits(response?.hits ?? []).map(({ group, hits }) => ({
      group,
      options: hits.map((hit): Option => ({ key: hit.id, url: hit.url, recent: toRecent(hit), hit })),
    }));
  }, [showingRecent, recent, response]);
  const options = groups.flatMap((group) => group.options);
  const active = options[Math.min(activeIndex, options.length - 1)];
  const optionId = (option: Option) => `${id}-option-${options.indexOf(option)}`;

  const choose = (option: Option) => {
    setRecent(rememberSearch(option.recent));
    onClose();
    navigate(option.url);
  };

  const openActive = () => {
    if (active) choose(active);
    else if (trimmedQuery) {
      onClose();
      navigate(`/x/search/?q=${encodeURIComponent(trimmedQuery)}`);
    }
  };

  // The effect below runs when the results arrive, and must open what is on screen then.
  const openActiveNow = useRef(openActive);
  useLayoutEffect(() => {
    openActiveNow.current = openActive;
  });
  useEffect(() => {
    if (!enterPending || !resultsAreCurrent) return;
    setEnterPending(false);
    openActiveNow.current();
  }, [enterPending, resultsAreCurrent]);

  // The list scrolls, the input keeps the focus: the option the arrows select must be scrolled to, or Enter opens one unseen.
  useLayoutEffect(() => {
    if (!revealActive.current) return;
    revealActive.current = false;
    const selected = listboxRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (selected) scrollIntoContainer(selected);
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      revealActive.current = true;
      setActiveIndex((current) => (Math.min(current, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (resultsAreCurrent) openActive();
      else {
        setActiveIndex(0);
        setEnterPending(true);
      }
    } else if (event.key === 'Home' && event.ctrlKey) {
      revealActive.current = true;
      setActiveIndex(0);
    }
  };

  const listboxId = `${id}-listbox`;
  const statusText =
    state.status === 'error'
      ? 'Search is not available right now. Please try again.'
      : response?.message
        ? response.message
        : !showingRecent && state.status === 'done' && options.length === 0
          ? `No results for “${query.trim()}”.`
          : showingRecent && recent.length === 0
            ? 'Search pages, components, props and CSS classes.'
            : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-label="Search the docs"
      slotProps={{ paper: { sx: { verticalAlign: 'top', mt: { sm: 8 }, alignSelf: 'flex-start' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="primary" aria-hidden />
        <InputBase
          // The reader opened the dialog to type a query: the field taking focus is the point.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          fullWidth
          placeholder="Search the docs"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search the docs',
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active ? optionId(active) : undefined,
            maxLength: 2048,
            enterKeyHint: 'search',
            spellCheck: false,
          }}
        />
        <Box
          component="button"
          type="button"
          onClick={onClose}
          aria-label="Close search"
          sx={{
            cursor: 'pointer',
            font: 'inherit',
            fontSize: 12,
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.5,
            px: 0.75,
            color: 'text.secondary',
          }}
        >
          Esc
        </Box>
      </Box>
      <Box sx={{ height: 4 }}>{state.status === 'loading' && <LinearProgress aria-hidden />}</Box>
      <Box sx={{ maxHeight: fullScreen ? 'none' : '60vh', overflowY: 'auto', px: 1, pb: 1 }}>
        <Typography role="status" sx={{ px: 1.5, py: statusText ? 2 : 0, color: 'text.secondary' }}>
          {statusText}
        </Typography>
        {showingRecent && recent.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1.5 }}>
            <Link
              component="button"
              type="button"
              variant="caption"
              onClick={() => {
                forgetRecentSearches();
                setRecent([]);
              }}
            >
              Clear recent searches
            </Link>
          </Box>
        )}
        <Box
          component="ul"
          ref={listboxRef}
          role="listbox"
          id={listboxId}
          aria-label="Search results"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {groups.map(({ group, options: groupOptions }, groupIndex) => (
            <Box component="li" role="presentation" key={group}>
              <Typography
                id={`${id}-group-${groupIndex}`}
                variant="overline"
                component="div"
                color="text.secondary"
                sx={{ px: 1.5, pt: 1 }}
              >
                {group}
              </Typography>
              <Box component="ul" role="group" aria-labelledby={`${id}-group-${groupIndex}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {groupOptions.map((option) => {
                  const selected = option === active;
                  return (
                    <Box
                      component="li"
                      role="option"
                      key={option.key}
                      id={optionId(option)}
                      aria-selected={selected}
                      onMouseMove={() => setActiveIndex(options.indexOf(option))}
                      onClick={() => choose(option)}
                      sx={{
                        cursor: 'pointer',
                        px: 1.5,
                        py: 1,
                        borderRadius: 1,
                        borderInlineStart: 3,
                        borderColor: selected ? 'primary.main' : 'transparent',
                        bgcolor: selected ? 'action.selected' : 'transparent',
                      }}
                    >
                      {option.hit ? (
                        <SearchHitText hit={option.hit} />
                      ) : (
                        <Box sx={{ fontWeight: 500 }}>
                          {option.recent.title}
                          {option.recent.heading && ` › ${option.recent.heading}`}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 12,
        }}
      >
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>Enter</kbd> to open
        </span>
        <span>
          <kbd>Esc</kbd> to close
        </span>
      </Box>
    </Dialog>
  );
}
