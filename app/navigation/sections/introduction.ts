import type { PageEntry } from '../page-tree';

export const introduction: PageEntry = {
  pathname: '/x/introduction-group',
  subheader: 'Introduction',
  children: [
    { pathname: '/x/introduction/', title: 'Overview' },
    { pathname: '/x/introduction/installation/', title: 'Installation' },
    { pathname: '/x/introduction/licensing/', title: 'Licensing' },
    { pathname: '/x/introduction/support/', title: 'Support' },
    { pathname: '/x/introduction/mcp/', title: 'AI support via MCP', newFeature: true },
    { pathname: '/x/introduction/priority-support/', title: 'Priority support', plan: 'premium', newFeature: true },
    { pathname: '/x/guides/telemetry/', title: 'Telemetry', plan: 'pro' },
    { pathname: '/x/introduction/roadmap/', title: 'Roadmap' },
  ],
};
