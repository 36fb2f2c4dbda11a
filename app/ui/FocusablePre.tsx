import type { HTMLAttributes } from 'react';

/**
 * A code block that may scroll sideways takes the focus, as Shiki's blocks do, or a keyboard
 * cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function FocusablePre(props: HTMLAttributes<HTMLPreElement>) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <pre tabIndex={0} {...props} />;
}
