import { useState, type CSSProperties, type MouseEvent } from 'react';
import { formatCount } from '~/lib/format-count';
import { isPlainClick } from '~/lib/plain-click';
import { CodeHtml } from '~/shell/CodeHtml';
import { linkClass } from '~/ui/link';
import styles from './Demo.module.css';

type FileState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'open'; text: string } | { kind: 'failed' };

/**
 * A file beside a demo that is too long to be part of the page (a data set):
 * a link to the file as text, which with JavaScript opens it here instead,
 * unhighlighted, fetched once.
 */
export function DeferredFile({ name, href, lines }: { name: string; href: string; lines: number }) {
  const [state, setState] = useState<FileState>({ kind: 'closed' });

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the file in a new tab, as readers expect of a link.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setState({ kind: 'loading' });
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${response.status}`);
      setState({ kind: 'open', text: await response.text() });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  if (state.kind === 'open') {
    return (
      <CodeHtml style={{ '--code-lines': lines } as CSSProperties}>
        {/* A named region: a long block scrolls, and the keyboard must reach it to scroll it. */}
        <pre className="shiki" role="region" aria-label={name} tabIndex={0}>
          <code>{state.text}</code>
        </pre>
      </CodeHtml>
    );
  }
  return (
    <p className={styles.deferredFile}>
      <a href={href} className={linkClass('always')} onClick={open} aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? 'Loading…' : `Show all ${formatCount(lines)} lines`}
      </a>
      {state.kind === 'failed' && <span role="alert"> The file could not be loaded; the link opens it on its own.</span>}
    </p>
  );
}
