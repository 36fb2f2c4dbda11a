import { cx } from './cx';
import styles from './link.module.css';

/** The class of a link outside prose: underlined on hover, or always (faintly). */
export function linkClass(underline: 'hover' | 'always' = 'hover'): string {
  return cx(styles.link, underline === 'always' && styles.always);
}
