import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '~/ui/cx';
import styles from './CodeHtml.module.css';
// The token colours' rules, which the content build writes with the highlighted code.
import '~/.generated/code-token-colours.css';

const LINE = /class="line"/g;

/** A block of code the server highlighted, given as HTML. */
export const CodeHtml = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function CodeHtml({ className, style, ...props }, ref) {
  // The block's height before the browser lays it out (it skips blocks off screen): its line count.
  const html = props.dangerouslySetInnerHTML?.__html;
  const lines = typeof html === 'string' ? (html.match(LINE)?.length ?? 0) : 0;
  const sized = lines > 0 ? ({ ...style, '--code-lines': lines } as CSSProperties) : style;
  return <div ref={ref} className={cx(styles.code, className)} style={sized} {...props} />;
});
