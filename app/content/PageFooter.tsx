import { AppLink } from '~/ui/AppLink';
import { cx } from '~/ui/cx';
import { linkClass } from '~/ui/link';
import styles from './PageFooter.module.css';

export type PageLink = { pathname: string; title: string } | null;

/** "Edit this page" and the previous and next pages in reading order. */
export function PageFooter({ editUrl, previous, next }: { editUrl: string | null; previous: PageLink; next: PageLink }) {
  return (
    <footer className={styles.footer}>
      {editUrl && (
        <a href={editUrl} className={cx(linkClass('always'), styles.edit)} rel="noopener" target="_blank">
          Edit this page
        </a>
      )}
      <nav aria-label="Previous and next pages" className={styles.neighbours}>
        {previous ? (
          <AppLink href={previous.pathname} rel="prev" className={linkClass()}>
            ← {previous.title}
          </AppLink>
        ) : (
          <span />
        )}
        {next && (
          <AppLink href={next.pathname} rel="next" className={linkClass()}>
            {next.title} →
          </AppLink>
        )}
      </nav>
    </footer>
  );
}
