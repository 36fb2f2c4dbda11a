import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { Link } from '@remix-run/react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { Demo } from '~/demos/Demo';
import { PackageInstall } from './PackageInstall';
import { ArchivedVersions } from '~/versions/ArchivedVersions';

/** Links inside the docs navigate on the client; anything else is a plain anchor. */
function MdxLink({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/x/')) return <Link to={href} prefetch="intent" {...props} />;
  return <a href={href} {...props} />;
}

function Callout({ severity = 'info', children }: { severity?: 'info' | 'warning' | 'success' | 'error'; children: React.ReactNode }) {
  return (
    <Alert severity={severity} sx={{ mb: 2, '& p:last-child': { mb: 0 } }}>
      {children}
    </Alert>
  );
}

function PlanBadge({ plan }: { plan: 'pro' | 'premium' }) {
  // A span: badges sit inside paragraphs, where a div would break the HTML (and hydration).
  return <Chip component="span" size="small" color={plan === 'premium' ? 'warning' : 'primary'} label={plan === 'premium' ? 'Premium' : 'Pro'} />;
}

/** Everything an MDX page may use; pages import nothing themselves. */
export const mdxComponents: Record<string, ComponentType<any>> = {
  a: MdxLink,
  Demo,
  Callout,
  PackageInstall,
  PlanBadge,
  ArchivedVersions,
};
