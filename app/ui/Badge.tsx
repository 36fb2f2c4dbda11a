import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './badge.module.css';

export type BadgeKind = 'pro' | 'premium' | 'new' | 'planned' | 'unstable' | 'api';

/** A span, so that it may sit inside a paragraph or a link. */
export function Badge({
  kind,
  filled = false,
  className,
  ...props
}: { kind: BadgeKind; filled?: boolean } & HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(styles.badge, styles[kind], filled && styles.filled, className)} {...props} />;
}
