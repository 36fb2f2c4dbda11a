import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className={styles.visuallyHidden} {...props} />;
}
