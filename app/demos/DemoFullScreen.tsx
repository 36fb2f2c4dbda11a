import { Link } from '@remix-run/react';
import type { PageView } from '~/content/page-view';
import { PageProvider } from '~/content/page-context';
import { Demo, humanize } from './Demo';
import styles from './DemoFullScreen.module.css';

/**
 * One demo alone, at the width of the window: its own page
 * (`/x/<page>/demos/<DemoName>/`), with the way back to the page it comes from.
 */
export function DemoFullScreen({ page, demoName }: { page: PageView; demoName: string }) {
  return (
    <main id="main-content" className={styles.page}>
      <header className={styles.header}>
        <Link to={`${page.pathname}#demo-${demoName}`} className={styles.back}>
          ← {page.title}
        </Link>
        <h1 className={styles.title}>{humanize(demoName)}</h1>
      </header>
      <PageProvider value={page}>
        <Demo name={demoName} fullScreen />
      </PageProvider>
    </main>
  );
}
