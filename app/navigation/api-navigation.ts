import { apiIndex } from '../.generated/api-index';
import { apiPathname, type ApiGroup, type ApiKind, type Edition } from '../api-docs/api-types';
import type { PageEntry } from './page-tree';
import { EDITIONS, editionName } from '~/domain/plans';
import { sitePath } from '~/domain/site-paths';

const KIND_ORDER: Record<ApiKind, number> = { component: 0, hook: 1, interface: 2 };

/** A family's "API reference" group: its generated pages, grouped by the edition that first exports them. */
export function apiReference(group: ApiGroup): PageEntry {
  const entries = Object.entries(apiIndex[group]).sort(
    ([, a], [, b]) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name),
  );
  const editions = EDITIONS.filter((edition) => entries.some(([, entry]) => entry.edition === edition));
  return {
    pathname: sitePath('api', `${group}-reference`),
    title: 'API reference',
    children: editions.map((edition) => ({
      pathname: sitePath('api', `${group}-reference`, edition),
      title: editionName(edition),
      ...(edition !== 'community' ? { plan: edition } : {}),
      children: entries
        .filter(([, entry]) => entry.edition === edition)
        .map(([slug, entry]) => ({ pathname: apiPathname(group, slug), title: entry.name, ...(entry.plan ? { plan: entry.plan } : {}) })),
    })),
  };
}
