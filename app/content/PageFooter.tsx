import { Link } from '@remix-run/react';
import { cx } from '~/ui/cx';
import { linkClass } from '~/ui/link';
import styles from './PageFooter.module.css';

export type PageLink = { pathname: string; title: string } | null;

/** "Edit this page" and the previous and next pages in reading order. */
export function PageFooter({ editUrl, previous, next }: { editUrl: string; previous: PageLink; next: PageLink }) {
  return (
    <footer className={styles.footer}>
      <a href={editUrl} className={cx(linkClass('always'), styles.edit)} rel="noopener" target="_blank">
        Edit this page
      </a>
      <nav aria-label="Previous and next pages" className={styles.neighbours}>
        {previous ? (
          <Link to={previous.pathname} prefetch="intent" rel="prev" className={linkClass()}>
            ← {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={next.pathname} prefetch="intent" rel="next" className={linkClass()}>
            {next.title} →
          </Link>
        )}
      </nav>
    </footer>
  );
}
