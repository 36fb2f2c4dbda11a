import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '~/ui/cx';
import styles from './CodeHtml.module.css';

/** A block of code the server highlighted, given as HTML. */
export const CodeHtml = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function CodeHtml({ className, ...props }, ref) {
  return <div ref={ref} className={cx(styles.code, className)} {...props} />;
});
