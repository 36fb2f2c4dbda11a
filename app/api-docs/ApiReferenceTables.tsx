/**
 * The apiRef tables of the Data Grid's pages: methods, selectors and events,
 * generated from the 8.7.0 declarations. The content build checks the names a
 * page asks for and hands the slice over as JSON in `data`.
 */
import { useId, useMemo, useState } from 'react';
import { Anchor, ApiTable, Deprecated, Html, PlanMark, TypeText } from './ApiTable';
import type { ApiReferenceSlice, GridApiInterface, GridEvent, GridSelector } from './grid-api-reference';
import styles from './ApiReferenceTables.module.css';

function parse<T>(data: string | undefined): ApiReferenceSlice<T> {
  // The build always sets `data`; a hand-made render without it shows an empty table, not an error page.
  if (!data) return { items: [], links: {} };
  return JSON.parse(data) as ApiReferenceSlice<T>;
}

const anchorOf = (...parts: string[]) => parts.join('-').toLowerCase();

/** `<ApiMethods interfaces="GridSortApi" />`: the methods `apiRef.current` has for a feature. */
export function ApiMethods({ data }: { data?: string; interfaces?: string }) {
  const { items, links } = parse<GridApiInterface>(data);
  return (
    <>
      {items.map((api) => (
        <div key={api.name} className={styles.block}>
          <p className={styles.caption}>
            <code>{api.name}</code>
            <PlanMark plan={api.plan} />
          </p>
          <ApiTable label={`${api.name} methods`} columns={['Method', 'Signature', 'Description']}>
            {api.methods.map((method) => {
              const id = anchorOf(api.name, method.name);
              return (
                <tr key={method.name} id={id}>
                  <td data-label="Method">
                    <code>{method.name}</code>
                    <Anchor id={id} />
                  </td>
                  <td data-label="Signature">
                    <TypeText text={method.signature} links={links} />
                  </td>
                  <td>
                    <Deprecated html={method.deprecatedHtml} />
                    <Html html={method.descriptionHtml} />
                  </td>
                </tr>
              );
            })}
          </ApiTable>
        </div>
      ))}
    </>
  );
}

/** `<ApiSelectors names="gridSortModelSelector, …" />`: read the state with `useGridSelector` or `apiRef`. */
export function ApiSelectors({ data }: { data?: string; names?: string }) {
  const { items, links } = parse<GridSelector>(data);
  return (
    <ApiTable label="Selectors" columns={['Selector', 'Returns', 'Description']}>
      {items.map((selector) => (
        <tr key={selector.name} id={selector.name}>
          <td data-label="Selector">
            <code>{selector.name}</code>
            <PlanMark plan={selector.plan} />
            <Anchor id={selector.name} />
          </td>
          <td data-label="Returns">
            <TypeText text={selector.returns} links={links} />
          </td>
          <td>
            {selector.argument ? (
              <p className={styles.argument}>
                Takes <TypeText text={selector.argument} links={links} /> after <code>apiRef</code>.
              </p>
            ) : null}
            <Html html={selector.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** `<GridEvents />`: every event the grid publishes, with a filter, since there are over a hundred. */
export function GridEvents({ data }: { data?: string }) {
  // Parsed once, not on every keystroke in the filter.
  const { items, links } = useMemo(() => parse<GridEvent>(data), [data]);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((event) => event.name.toLowerCase().includes(needle)) : items;
  return (
    <div className={styles.block}>
      <p className={styles.filter}>
        <label htmlFor={inputId}>Filter events by name</label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(changeEvent) => setQuery(changeEvent.target.value)}
          placeholder="cellClick, rowSelection…"
          autoComplete="off"
          spellCheck={false}
        />
        <span aria-live="polite" className={styles.count}>
          {shown.length === items.length ? `${items.length} events` : `${shown.length} of ${items.length} events`}
        </span>
      </p>
      {shown.length === 0 ? (
        <p>No event name contains “{query.trim()}”. Event names are camelCase, like cellKeyDown.</p>
      ) : (
        <ApiTable label="Events" columns={['Event', 'Params', 'Event object', 'Description']}>
          {shown.map((event) => {
            const id = anchorOf('event', event.name);
            return (
              <tr key={event.name} id={id}>
                <td data-label="Event">
                  <code>{event.name}</code>
                  <PlanMark plan={event.plan} />
                  <Anchor id={id} />
                </td>
                <td data-label="Params">
                  <TypeText text={event.params} links={links} />
                </td>
                <td data-label="Event object">{event.event ? <TypeText text={event.event} links={links} /> : '—'}</td>
                <td>
                  <Html html={event.descriptionHtml} />
                </td>
              </tr>
            );
          })}
        </ApiTable>
      )}
    </div>
  );
}
