import { AppLink } from '~/ui/AppLink';
import type { DocsTab } from './manifest';
import { cx } from '~/ui/cx';
import { tabClass } from '~/ui/tab';
import styles from './DocsTabs.module.css';

/** Demos, Components API and Hooks API: shown on pages whose frontmatter names components or hooks. */
export function DocsTabs({
  pathname,
  components,
  hooks,
  current,
}: {
  pathname: string;
  components?: string[];
  hooks?: string[];
  current: DocsTab | 'demos';
}) {
  if (!components?.length && !hooks?.length) return null;
  const tabs = [
    { id: 'demos', label: 'Demos', to: pathname },
    ...(components?.length ? [{ id: 'components-api', label: 'Components API', to: `${pathname}components-api/` }] : []),
    ...(hooks?.length ? [{ id: 'hooks-api', label: 'Hooks API', to: `${pathname}hooks-api/` }] : []),
  ];
  return (
    <nav aria-label="Page views" className={styles.tabs}>
      {tabs.map((tab) => (
        <AppLink
          key={tab.id}
          href={tab.to}
          className={cx(tabClass, styles.tab)}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </AppLink>
      ))}
    </nav>
  );
}
