import type { HTMLAttributes } from 'react';
import { cx } from '~/ui/cx';
import styles from './MarkdownBody.module.css';

/** Typography for prose compiled from MDX: headings, anchors, lists, tables and code. */
export function MarkdownBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.body, className)} {...props} />;
}
