/**
 * "Copy page" and "View as Markdown" above every page: the page's Markdown
 * (the same text its `.md` URL serves, in the reader's code variant) for
 * pasting into an assistant or a note.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { copyToClipboard } from '~/lib/clipboard';
import { markdownPathname } from './markdown-path';

type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<CopyStatus, string> = { idle: '', copying: '', copied: 'Page copied as Markdown', failed: 'Could not copy the page' };
/** How long "Copied" shows before the button reads "Copy page" again. */
const CONFIRMATION_MS = 2000;

export function PageMarkdownActions({ pathname }: { pathname: string }) {
  const href = markdownPathname(pathname);
  const [status, setStatus] = useState<CopyStatus>('idle');

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(href, { headers: { Accept: 'text/markdown' } });
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      await copyToClipboard(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1 }}>
      <Button
        size="small"
        variant="outlined"
        color={status === 'failed' ? 'error' : 'primary'}
        startIcon={status === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
        onClick={copy}
        disabled={status === 'copying'}
        data-testid="copy-page"
      >
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </Button>
      <Button size="small" href={href} data-testid="view-markdown">
        View as Markdown
      </Button>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {STATUS_TEXT[status]}
      </Box>
    </Box>
  );
}
