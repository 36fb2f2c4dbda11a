import { NavLink } from '@remix-run/react';
import Box from '@mui/material/Box';
import type { DocsTab } from './manifest';

/** Demos, Components API and Hooks API: shown on pages whose frontmatter names components or hooks. */
export function DocsTabs({ pathname, components, hooks, current }: { pathname: string; components?: string[]; hooks?: string[]; current: DocsTab | 'demos' }) {
  if (!components?.length && !hooks?.length) return null;
  const tabs = [
    { id: 'demos', label: 'Demos', to: pathname },
    ...(components?.length ? [{ id: 'components-api', label: 'Components API', to: `${pathname}components-api/` }] : []),
    ...(hooks?.length ? [{ id: 'hooks-api', label: 'Hooks API', to: `${pathname}hooks-api/` }] : []),
  ];
  return (
    <Box component="nav" aria-label="Page views" sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          component={NavLink}
          to={tab.to}
          end
          prefetch="intent"
          aria-current={tab.id === current ? 'page' : undefined}
          sx={{
            px: 2,
            py: 1,
            typography: 'body2',
            fontWeight: 500,
            textDecoration: 'none',
            color: tab.id === current ? 'primary.main' : 'text.secondary',
            borderBottom: 2,
            borderColor: tab.id === current ? 'primary.main' : 'transparent',
            mb: '-1px',
          }}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
