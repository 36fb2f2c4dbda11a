import Box from '@mui/material/Box';
import type { HighlightPart } from './search-engine';

/** Text with the words that matched the query marked; every part is rendered as text, never as HTML. */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
