import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TocEntry } from '~/content/manifest';

/** The heading whose section the reader is in: the last one scrolled past the top area. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return undefined;
    const update = () => {
      const threshold = 120;
      let current: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= threshold) current = heading.id;
        else break;
      }
      setActive(current ?? headings[0].id);
    };
    update();
    // Headings crossing the top area are the only moments the answer can change.
    const observer = new IntersectionObserver(update, { rootMargin: '-120px 0px -60% 0px' });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  // Slugs hold no spaces; the joined string keeps the list stable across renders.
  const idList = toc.map((entry) => entry.id).join(' ');
  const ids = useMemo(() => (idList ? idList.split(' ') : []), [idList]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) return null;
  return (
    <Box component="nav" aria-label="On this page" sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto' }}>
      <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 1, fontWeight: 700 }}>
        Contents
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toc.map((entry) => {
          const current = entry.id === active;
          return (
            <Box component="li" key={entry.id} sx={{ pl: entry.level === 3 ? 2 : 0, py: 0.5 }}>
              <Link
                href={`#${entry.id}`}
                variant="body2"
                underline="hover"
                aria-current={current ? 'location' : undefined}
                sx={{
                  color: current ? 'primary.main' : 'text.secondary',
                  fontWeight: current ? 500 : 400,
                  borderInlineStart: 2,
                  borderColor: current ? 'primary.main' : 'transparent',
                  pl: 1,
                  display: 'block',
                }}
              >
                {entry.text}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
