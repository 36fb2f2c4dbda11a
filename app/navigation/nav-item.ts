import type { Plan } from './page-tree';

/** A page-tree entry as the navigation drawer shows it: titles resolved, groups kept. */
export interface NavItem {
  pathname: string;
  title: string;
  /** Present on groups only. */
  children?: NavItem[];
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
