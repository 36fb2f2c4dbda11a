/**
 * The Data Grid's `apiRef` methods, selectors and events as the API stage
 * reads them from the 8.7.0 declarations (scripts/api/grid-api-reference.ts).
 * Pages show a slice of it: the content build checks each name a page asks
 * for and puts that slice, and only that, into the page's own module.
 */
import type { Plan } from '~/domain/plans';
import { typeLinksIn } from './type-links';

export const GRID_API_REFERENCE_FILE = 'grid-api-reference.json';

export interface GridApiMethod {
  name: string;
  /** As declared: `(model: GridSortModel) => void`. */
  signature: string;
  descriptionHtml: string;
  /** The `@deprecated` note, rendered like the description. */
  deprecatedHtml?: string;
}

export interface GridApiInterface {
  name: string;
  /** Set when only a paid package exports the interface. */
  plan?: Plan;
  methods: GridApiMethod[];
}

export interface GridSelector {
  name: string;
  /** What it returns, and what it takes besides `apiRef` when it takes anything. */
  returns: string;
  argument?: string;
  descriptionHtml: string;
  plan?: Plan;
}

export interface GridEvent {
  name: string;
  params: string;
  /** The DOM or MUI event passed with it; absent for events fired without one. */
  event?: string;
  descriptionHtml: string;
  plan?: Plan;
}

export interface GridApiReference {
  interfaces: Record<string, GridApiInterface>;
  selectors: Record<string, GridSelector>;
  events: GridEvent[];
  /** Type name → its API page, for every name a signature mentions that has one. */
  typeLinks: Record<string, string>;
}

/** What one element shows: its rows, and the links of the type names they mention. */
export type ApiReferenceSlice<T> = { items: T[]; links: Record<string, string> };

/** The MDX elements that show a slice of the reference, and the attribute that names what they show. */
export const API_REFERENCE_ELEMENTS = {
  ApiMethods: 'interfaces',
  ApiSelectors: 'names',
  GridEvents: null,
} as const;
export type ApiReferenceElement = keyof typeof API_REFERENCE_ELEMENTS;

export function isApiReferenceElement(name: unknown): name is ApiReferenceElement {
  return typeof name === 'string' && Object.hasOwn(API_REFERENCE_ELEMENTS, name);
}

/** `"GridSortApi, GridFilterApi"` → the two names. */
function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The part of the reference an element shows, or an error naming what the
 * reference does not have. What each component receives, as JSON.
 */
export function sliceOf(
  reference: GridApiReference,
  element: ApiReferenceElement,
  list: string | undefined,
): { ok: true; slice: ApiReferenceSlice<GridApiInterface | GridSelector | GridEvent> } | { ok: false; message: string } {
  let items: (GridApiInterface | GridSelector | GridEvent)[];
  if (element === 'GridEvents') items = reference.events;
  else {
    const names = namesIn(list ?? '');
    if (names.length === 0)
      return { ok: false, message: `<${element}> needs ${API_REFERENCE_ELEMENTS[element]}="…", a comma-separated list` };
    const table: Record<string, GridApiInterface | GridSelector> = element === 'ApiMethods' ? reference.interfaces : reference.selectors;
    const unknown = names.filter((name) => !Object.hasOwn(table, name));
    if (unknown.length > 0) {
      const kind = element === 'ApiMethods' ? 'API interface' : 'selector';
      const verb = unknown.length === 1 ? `is not a public Data Grid ${kind}` : `are not public Data Grid ${kind}s`;
      return { ok: false, message: `<${element}>: ${unknown.join(', ')} ${verb} in 8.7.0` };
    }
    items = names.map((name) => table[name]!);
  }
  const links = typeLinksIn([JSON.stringify(items)], (name) =>
    Object.hasOwn(reference.typeLinks, name) ? reference.typeLinks[name] : undefined,
  );
  return { ok: true, slice: { items, links } };
}
