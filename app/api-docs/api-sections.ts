/**
 * The sections of an API page, in order: one list that the page view, its
 * table of contents and its Markdown all follow, so the three never disagree.
 */
import type { ApiPage, ApiParameter, ApiSignature } from './api-types';

export type ApiSectionId = 'import' | 'type' | 'parameters' | 'returns' | 'signatures' | 'props' | 'slots' | 'css-classes' | 'demos';

export interface ApiSection {
  id: ApiSectionId;
  title: string;
}

export function apiPageSections(page: ApiPage): ApiSection[] {
  const sections: ApiSection[] = [{ id: 'import', title: 'Import' }];
  if (page.aliasOf) sections.push({ id: 'type', title: 'Type' });
  if (page.signatures.length === 1) sections.push({ id: 'parameters', title: 'Parameters' }, { id: 'returns', title: 'Returns' });
  if (page.signatures.length > 1) sections.push({ id: 'signatures', title: 'Signatures' });
  if (page.props.length > 0) sections.push({ id: 'props', title: page.kind === 'component' ? 'Props' : 'Properties' });
  if (page.slots.length > 0) sections.push({ id: 'slots', title: 'Slots' });
  if (page.cssClasses.length > 0) sections.push({ id: 'css-classes', title: 'CSS classes' });
  sections.push({ id: 'demos', title: 'Demos' });
  return sections;
}

/** A parameter's row id: `parameter-params`, or `parameter-itemId-children` for a destructured `{ itemId, children }`. */
export function parameterAnchor(name: string): string {
  return `parameter-${name.replace(/[^\w$]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

/**
 * The parameter rows of a page that get an id: an overloaded hook repeats a
 * name (`apiRef` in both of useGridSelector's), and the first row is the one
 * the anchor and the search point at.
 */
export function anchoredParameters(page: ApiPage): Set<ApiParameter> {
  const seen = new Set<string>();
  return new Set(
    page.signatures
      .flatMap((signature) => signature.parameters)
      .filter((parameter) => !seen.has(parameter.name) && Boolean(seen.add(parameter.name))),
  );
}

/** `useBarSeries(seriesIds: SeriesId[]): UseBarSeriesReturnValue[]`: one overload as a reader would call it. */
export function signatureText(name: string, signature: ApiSignature): string {
  const parameters = signature.parameters.map((parameter) => `${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type}`);
  return `${name}(${parameters.join(', ')}): ${signature.returns}`;
}

/** What the page says when a hook takes nothing, or no page demonstrates the API yet. */
export const NO_PARAMETERS = 'This hook takes no parameters.';
export const NO_DEMOS = 'No page of these docs demonstrates it yet.';
