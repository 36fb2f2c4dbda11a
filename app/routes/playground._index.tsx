import type { MetaFunction } from '@remix-run/node';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmotionCacheScope } from '~/shell/emotion/EmotionCacheScope';
import type { DocumentHandle } from '~/shell/document-handle';

export const handle: DocumentHandle = { lightOnly: true };

export const meta: MetaFunction = () => [{ title: 'Playground · MUI X' }, { name: 'robots', content: 'noindex' }];

/**
 * A bare page for trying components with their own default look: outside the
 * docs theme provider, so nothing here inherits the site's styling.
 */
export default function Playground() {
  return (
    <EmotionCacheScope>
      <Box component="main" sx={{ p: 3, maxWidth: 640 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Playground
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Components on this page use Material UI&apos;s default theme, not the documentation&apos;s. Edit{' '}
          <code>app/routes/playground._index.tsx</code> to try something out.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained">Contained</Button>
          <Button variant="outlined">Outlined</Button>
          <TextField label="Name" size="small" />
        </Stack>
      </Box>
    </EmotionCacheScope>
  );
}
