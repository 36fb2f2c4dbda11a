import type { ApiGroup } from '~/api-docs/api-types';
import type { Plan } from './page-tree';

/** A page-tree entry as the navigation drawer shows it: titles resolved, groups kept. */
export interface NavItem {
  pathname: string;
  title: string;
  /** Present on groups only. */
  children?: NavItem[];
  /**
   * A group whose children load when it opens: the API reference of a family
   * (hundreds of entries that most pages never show).
   */
  lazyApiGroup?: ApiGroup;
  subheader?: boolean;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

export function* walkNav(items: readonly NavItem[]): Generator<NavItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walkNav(item.children);
  }
}
