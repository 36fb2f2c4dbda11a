/** The pieces API tables are made of, on API pages and in the apiRef tables of docs pages. */
import type { ReactNode } from 'react';
import { Link as RemixLink } from '@remix-run/react';
import { Badge } from '~/ui/Badge';
import { editionName, type Plan } from '~/domain/plans';
import { TYPE_NAME } from './type-links';
import styles from './ApiTable.module.css';

/** A type with the names that have pages of their own turned into links. */
export function TypeText({ text, links }: { text: string; links: Record<string, string> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TYPE_NAME)) {
    const href = links[match[0]];
    if (!href) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <RemixLink key={`${match.index}`} to={href}>
        {match[0]}
      </RemixLink>,
    );
    last = match.index! + match[0].length;
  }
  parts.push(text.slice(last));
  return <code className="api-type">{parts}</code>;
}

export function Html({ html }: { html: string }) {
  return html ? <div className="api-description" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * A responsive table: a grid of columns from `md` up, a list of labelled
 * fields on phones, where a wide table would not fit.
 */
export function ApiTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <table aria-label={label} className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function Anchor({ id }: { id: string }) {
  return (
    <a className="anchor-link" href={`#${id}`} aria-label="Link to this entry">
      #
    </a>
  );
}

/** The `@deprecated` note, rendered from its Markdown at build time. */
export function Deprecated({ html }: { html?: string }) {
  return html ? (
    <div className={styles.deprecated}>
      <strong>Deprecated:</strong>{' '}
      <span className="api-description" dangerouslySetInnerHTML={{ __html: html.replace(/^<p>([\s\S]*)<\/p>$/, '$1') }} />
    </div>
  ) : null;
}

/** The plan a member or an entry needs, beside its name. */
export function PlanMark({ plan }: { plan?: Plan }) {
  return plan ? (
    <>
      {' '}
      <Badge kind={plan} filled>
        {editionName(plan)}
      </Badge>
    </>
  ) : null;
}
