import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Highlighted } from './Highlighted';
import type { SearchHit } from './search-engine';

/** A hit's title, heading and snippet, as both the dialog and the results page show it. */
export function SearchHitText({ hit }: { hit: SearchHit }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <Highlighted parts={hit.title} />
          {hit.heading.length > 0 && (
            <>
              {' › '}
              <Highlighted parts={hit.heading} />
            </>
          )}
        </Box>
        {hit.kind === 'api' && <Chip component="span" label="API" size="small" variant="outlined" sx={{ height: 20 }} />}
      </Box>
      {hit.snippet.length > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', mt: 0.25 }}>
          <Highlighted parts={hit.snippet} />
        </Box>
      )}
    </Box>
  );
}
