import { cx } from './cx';
import styles from './button.module.css';

export type ButtonVariant = 'text' | 'outlined' | 'contained' | 'neutral' | 'danger';

/** The class of a shell button; for <button>, <a> and router links alike. */
export function buttonClass(variant: ButtonVariant = 'text', { large = false }: { large?: boolean } = {}): string {
  return cx(styles.button, variant !== 'text' && styles[variant], large && styles.large);
}

export const buttonGroupClass = styles.group;
export const iconButtonClass = styles.icon;
