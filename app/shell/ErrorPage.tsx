import { Link } from '@remix-run/react';
import { buttonClass } from '~/ui/button';
import styles from './ErrorPage.module.css';

const FAMILIES = [
  { href: '/x/react-data-grid/', label: 'Data Grid' },
  { href: '/x/react-date-pickers/', label: 'Date and Time Pickers' },
  { href: '/x/react-charts/', label: 'Charts' },
  { href: '/x/react-tree-view/', label: 'Tree View' },
];

/** The 404 and 500 pages. Never shows error details: they are logged on the server. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <div className={styles.page}>
      <span className={styles.overline}>Error {status}</span>
      <h1 className={styles.title}>{notFound ? 'This page does not exist' : 'Something went wrong'}</h1>
      <p className={styles.text}>
        {notFound
          ? 'The link may be out of date, or the address mistyped. These pages are a good place to start again:'
          : 'The server could not show this page. Try again in a moment; if it keeps happening, the problem is on our side.'}
      </p>
      <div className={styles.links}>
        <Link to="/x/introduction/" className={buttonClass('contained', { large: true })}>
          Introduction
        </Link>
        {FAMILIES.map((family) => (
          <Link key={family.href} to={family.href} className={buttonClass('outlined', { large: true })}>
            {family.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
