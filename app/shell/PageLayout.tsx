import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '~/ui/cx';
import styles from './PageLayout.module.css';

interface PageLayoutProps extends HTMLAttributes<HTMLElement> {
  /** The table of contents, shown beside the article on wide screens. */
  contents?: ReactNode;
  /** Limits the line length, for prose. */
  narrow?: boolean;
}

/** A page's main column: the article, and its contents beside it when it has some. */
export function PageLayout({ contents, narrow = false, children, className, ...articleProps }: PageLayoutProps) {
  return (
    <div className={cx(styles.page, contents !== undefined && styles.withContents)}>
      <article className={cx(styles.article, narrow && styles.narrow, className)} {...articleProps}>
        {children}
      </article>
      {contents !== undefined && <aside className={styles.aside}>{contents}</aside>}
    </div>
  );
}
