import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TocEntry } from '~/content/manifest';

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <Box component="nav" aria-label="On this page" sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto' }}>
      <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 1, fontWeight: 700 }}>
        Contents
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toc.map((entry) => (
          <Box component="li" key={entry.id} sx={{ pl: entry.level === 3 ? 2 : 0, py: 0.5 }}>
            <Link href={`#${entry.id}`} variant="body2" underline="hover" color="text.secondary">
              {entry.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
