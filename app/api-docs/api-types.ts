/** The API reference as the generator writes it and the API pages read it. */
export const API_GROUPS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;
export type ApiGroup = (typeof API_GROUPS)[number];
export type { Edition } from '~/domain/plans';
import type { Edition, Plan } from '~/domain/plans';
import { sitePath } from '~/domain/site-paths';
export type ApiKind = 'component' | 'interface' | 'hook';

export interface ApiIndexEntry {
  name: string;
  kind: ApiKind;
  /** Set when only paid editions export it. */
  plan?: Plan;
  /** The lowest edition that exports it, for grouping in the navigation. */
  edition: Edition;
}

/** group → slug → entry */
export type ApiIndex = Record<ApiGroup, Record<string, ApiIndexEntry>>;

export interface ApiProp {
  name: string;
  type: string;
  required: boolean;
  /** As the JSDoc states it (or as corrected from the code: scripts/api/default-corrections.ts). */
  default?: string;
  /** Set when the default is a sentence rather than a value: then it reads as rendered Markdown. */
  defaultHtml?: string;
  /** The `@deprecated` note, rendered like the description. */
  deprecatedHtml?: string;
  /** Set on a member a paid package adds to a page of a lower edition (GridColDef's `aggregable`). */
  plan?: Plan;
  /** Rendered from the JSDoc Markdown at build time. */
  descriptionHtml: string;
}

export interface ApiSlot {
  name: string;
  default?: string;
  descriptionHtml: string;
}

export interface ApiCssClass {
  key: string;
  className: string;
  descriptionHtml: string;
}

export interface ApiParameter {
  name: string;
  type: string;
  optional: boolean;
  descriptionHtml: string;
}

/** A hook's call: most have one, a few are overloaded (`useBarSeries()`, `useBarSeries(seriesId)`). */
export interface ApiSignature {
  parameters: ApiParameter[];
  returns: string;
  /** The overload's own comment: the page shows it where it says more than the page's lead. */
  descriptionHtml: string;
}

export interface ApiPage {
  group: ApiGroup;
  slug: string;
  name: string;
  kind: ApiKind;
  plan?: Plan;
  descriptionHtml: string;
  /** The declaration's `@deprecated` note (useAxisTooltip: use useAxesTooltip). */
  deprecatedHtml?: string;
  imports: string[];
  /** Components, interfaces: their members. */
  props: ApiProp[];
  slots: ApiSlot[];
  cssClasses: ApiCssClass[];
  /** Material UI components whose props this one also accepts. */
  inheritsFrom: string[];
  /** Hooks: one per overload, in the order they are declared. */
  signatures: ApiSignature[];
  /** Type aliases: what the alias stands for. */
  aliasOf?: string;
  demos: { title: string; pathname: string }[];
}

export function apiPathname(group: ApiGroup, slug: string): string {
  return `${sitePath('api', group, slug)}/`;
}

export function kebabCase(name: string): string {
  return name
    .replace(/^Unstable_/, 'unstable-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
