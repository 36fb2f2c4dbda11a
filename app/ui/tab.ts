import styles from './tab.module.css';

/** The class of a tab; the selected one carries aria-current="page" (a link) or aria-selected="true" (a tab button). */
export const tabClass = styles.tab;
