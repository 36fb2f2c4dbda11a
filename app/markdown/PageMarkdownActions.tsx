/**
 * "Copy page" and "View as Markdown" above every page: the page's Markdown
 * (the same text its `.md` URL serves, in the reader's code variant) for
 * pasting into an assistant or a note.
 */
import { useState } from 'react';
import { copyToClipboard } from '~/lib/clipboard';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/Icon';
import { VisuallyHidden } from '~/ui/VisuallyHidden';
import { markdownPathname } from './markdown-path';
import styles from './PageMarkdownActions.module.css';

type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<CopyStatus, string> = {
  idle: '',
  copying: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page',
};
/** How long "Copied" shows before the button reads "Copy page" again. */
const CONFIRMATION_MS = 2000;

export function PageMarkdownActions({ pathname }: { pathname: string }) {
  const href = markdownPathname(pathname);
  const [status, setStatus] = useState<CopyStatus>('idle');

  const copy = async () => {
    if (status === 'copying') return;
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
    <div className={styles.actions}>
      <button
        type="button"
        className={buttonClass(status === 'failed' ? 'danger' : 'outlined')}
        onClick={copy}
        // Not `disabled`: a disabled button loses the keyboard focus, and the reader their place.
        aria-disabled={status === 'copying'}
        data-testid="copy-page"
      >
        <Icon name={status === 'copied' ? 'Check' : 'Copy'} size="small" />
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className={buttonClass()} href={href} data-testid="view-markdown">
        View as Markdown
      </a>
      <VisuallyHidden role="status" aria-live="polite">
        {STATUS_TEXT[status]}
      </VisuallyHidden>
    </div>
  );
}
