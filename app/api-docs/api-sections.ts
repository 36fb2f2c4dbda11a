/**
 * The sections of an API page, in order: one list that the page view, its
 * table of contents and its Markdown all follow, so the three never disagree.
 */
import type { ApiPage } from './api-types';

export type ApiSectionId = 'import' | 'type' | 'parameters' | 'returns' | 'props' | 'slots' | 'css-classes' | 'demos';

export interface ApiSection {
  id: ApiSectionId;
  title: string;
}

export function apiPageSections(page: ApiPage): ApiSection[] {
  const sections: ApiSection[] = [{ id: 'import', title: 'Import' }];
  if (page.aliasOf) sections.push({ id: 'type', title: 'Type' });
  if (page.kind === 'hook') sections.push({ id: 'parameters', title: 'Parameters' }, { id: 'returns', title: 'Returns' });
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

/** What the page says when a hook takes nothing, or no page demonstrates the API yet. */
export const NO_PARAMETERS = 'This hook takes no parameters.';
export const NO_DEMOS = 'No page of these docs demonstrates it yet.';
