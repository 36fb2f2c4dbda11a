import { useId } from 'react';
import { Form, Link } from '@remix-run/react';
import { groupHits, MAX_RESULTS, type SearchResponse } from './search-engine';
import { SearchHitText } from './SearchHitText';
import { buttonClass } from '~/ui/button';
import { cx } from '~/ui/cx';
import styles from './SearchResultsPage.module.css';

/** Results of `GET /x/search/?q=…`, with a form for the next query: search that needs no JavaScript. */
/** "12 results", or, when the list was cut, which of how many: a capped list must not pass for everything. */
function resultCount(start: number, shown: number, total: number): string {
  if (start > 0) return `Results ${start + 1} to ${start + shown} of ${total}`;
  if (total > shown) return `The ${shown} best of ${total} results`;
  return `${shown} ${shown === 1 ? 'result' : 'results'}`;
}

const pageLink = (query: string, page: number) =>
  `/x/search/?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`;

export function SearchResultsPage({ query, hits, total, start = 0, message }: SearchResponse) {
  const page = Math.floor(start / MAX_RESULTS) + 1;
  const hasMore = start + hits.length < total;
  const groups = groupHits(hits);
  const inputId = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search the docs</h1>
      <Form method="get" action="/x/search/" role="search" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            Search
          </label>
          <input key={query} id={inputId} className={styles.input} name="q" type="search" defaultValue={query} maxLength={2048} />
        </div>
        <button type="submit" className={buttonClass('contained', { large: true })}>
          Search
        </button>
      </Form>
      <div aria-live="polite">
        {message ? (
          <p role="alert" className={styles.message}>
            {message}
          </p>
        ) : query === '' ? (
          <p className={cx(styles.message, styles.muted)}>Type a component, a prop or a feature: “DataGrid”, “sortModel”, “date range”.</p>
        ) : hits.length === 0 ? (
          <p className={styles.message}>
            No pages match <strong>“{query}”</strong>. Check the spelling, or try a shorter or more general word.
          </p>
        ) : (
          <p className={cx(styles.message, styles.muted, styles.count)}>
            {resultCount(start, hits.length, total)} for <strong>“{query}”</strong>
            {total > hits.length && start === 0 && '. Add a word to narrow them down.'}
          </p>
        )}
      </div>
      {groups.map(({ group, hits: groupHitList }) => (
        <section key={group} className={styles.group}>
          <h2 className={styles.groupTitle}>{group}</h2>
          <ul className={styles.hits}>
            {groupHitList.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.url} className={styles.hit}>
                  <SearchHitText hit={hit} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {(page > 1 || hasMore) && (
        <nav aria-label="More results" className={styles.pager}>
          {page > 1 && (
            <Link to={pageLink(query, page - 1)} rel="prev" className={buttonClass('outlined')}>
              Previous {MAX_RESULTS}
            </Link>
          )}
          {hasMore && (
            <Link to={pageLink(query, page + 1)} rel="next" className={buttonClass('outlined')}>
              Next {Math.min(MAX_RESULTS, total - start - hits.length)}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
