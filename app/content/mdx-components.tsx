import type { AnchorHTMLAttributes, TableHTMLAttributes } from 'react';
import { AppLink } from '~/ui/AppLink';
import { isSitePath } from '~/domain/site-paths';
import { Demo } from '~/demos/Demo';
import { Playground } from '~/playground/Playground';
import { Badge } from '~/ui/Badge';
import { FocusablePre } from '~/ui/FocusablePre';
import { cx } from '~/ui/cx';
import { Icon, type IconName } from '~/ui/Icon';
import { PackageInstall } from './PackageInstall';
import { LocaleCoverage } from './LocaleCoverageTable';
import { ApiMethods, ApiSelectors, GridEvents } from '~/api-docs/ApiReferenceTables';
import { ArchivedVersions } from '~/versions/ArchivedVersions';
import styles from './mdx-components.module.css';
import { editionName, type Plan } from '~/domain/plans';
import type { MdxComponentMap } from './manifest';

/** Links inside the docs navigate on the client; anything else is a plain anchor. */
function MdxLink({ href = '', children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSitePath(href)) {
    return (
      <AppLink href={href} {...props}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** A table of the prose scrolls sideways on narrow screens: focusable for the same reason as a code block. */
function MdxTable(props: TableHTMLAttributes<HTMLTableElement>) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table tabIndex={0} {...props} />;
}

type Severity = 'info' | 'warning' | 'success' | 'error';

const SEVERITY_ICON: Record<Severity, IconName> = { info: 'Info', warning: 'Warning', success: 'Success', error: 'Error' };

/** A note beside the prose; a note, not an alert, since nothing about it is urgent. */
function Callout({ severity, children }: { severity?: Severity; children: React.ReactNode }) {
  // An unknown severity in a page reads as the default rather than losing its style.
  const kind = severity && Object.hasOwn(SEVERITY_ICON, severity) ? severity : 'info';
  return (
    <div role="note" className={cx(styles.callout, styles[kind])}>
      <Icon name={SEVERITY_ICON[kind]} size="small" />
      <div className={styles.message}>{children}</div>
    </div>
  );
}

function PlanBadge({ plan }: { plan: Plan }) {
  // A span: badges sit inside paragraphs, where a div would break the HTML (and hydration).
  return (
    <Badge kind={plan} filled>
      {editionName(plan)}
    </Badge>
  );
}

/** Everything an MDX page may use; pages import nothing themselves. */
export const mdxComponents: MdxComponentMap = {
  a: MdxLink,
  pre: FocusablePre,
  table: MdxTable,
  Demo,
  Playground,
  Callout,
  PackageInstall,
  PlanBadge,
  ArchivedVersions,
  LocaleCoverage,
  ApiMethods,
  ApiSelectors,
  GridEvents,
};
