/**
 * The generated API reference at run time: the index is bundled with the
 * server; each page's JSON is read from the build output on first request
 * and kept, looked up only through the index (never by request path).
 */
import fs from 'node:fs';
import { generatedPath } from '~/lib/generated-path.server';
import { apiIndex } from '~/.generated/api-index';
import { API_GROUPS, apiPathname, type ApiGroup, type ApiPage } from './api-types';
import { typeLinksIn } from './type-links';

export { apiIndex };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isApiGroup(value: string | undefined): value is ApiGroup {
  return (API_GROUPS as readonly string[]).includes(value ?? '');
}

export function hasApiPage(group: string | undefined, slug: string | undefined): boolean {
  return isApiGroup(group) && slug !== undefined && SLUG.test(slug) && Object.hasOwn(apiIndex[group], slug);
}

const cache = new Map<string, { page: ApiPage; links: Record<string, string> }>();

/** A page and the links of the type names it mentions, read and worked out once per process. */
function readCached(group: ApiGroup, slug: string) {
  if (!hasApiPage(group, slug)) return null;
  const key = `${group}/${slug}`;
  let entry = cache.get(key);
  if (!entry) {
    const page = JSON.parse(fs.readFileSync(generatedPath('api-pages', group, `${slug}.json`), 'utf8')) as ApiPage;
    entry = { page, links: typeLinks(page) };
    cache.set(key, entry);
  }
  return entry;
}

export function readApiPage(group: ApiGroup, slug: string): ApiPage | null {
  return readCached(group, slug)?.page ?? null;
}

export function readApiPageLinks(group: ApiGroup, slug: string): Record<string, string> {
  return readCached(group, slug)?.links ?? {};
}

const byName = new Map<string, string>();
const locationByName = new Map<string, { group: ApiGroup; slug: string }>();
for (const group of API_GROUPS) {
  for (const [slug, entry] of Object.entries(apiIndex[group])) {
    if (!byName.has(entry.name)) byName.set(entry.name, apiPathname(group, slug));
    if (!locationByName.has(entry.name)) locationByName.set(entry.name, { group, slug });
  }
}

/** Every export that has an API page, by name. */
export function apiPageNames(): string[] {
  return [...locationByName.keys()];
}

/** The API page of an export, by its name (the first family that has it). */
export function findApiPage(name: string): ApiPage | null {
  const location = locationByName.get(name);
  return location ? readApiPage(location.group, location.slug) : null;
}

/** Links for the type names a page mentions that have pages of their own. */
function typeLinks(page: ApiPage): Record<string, string> {
  const texts = [
    ...page.props.map((prop) => prop.type),
    ...page.signatures.flatMap((signature) => [...signature.parameters.map((parameter) => parameter.type), signature.returns]),
    page.aliasOf ?? '',
  ];
  return typeLinksIn(texts, (name) => (name === page.name ? undefined : byName.get(name)));
}

const API_PATHNAME = /^\/x\/api\/([a-z-]+)\/([a-z0-9-]+)\/$/;

/** The API page at a canonical pathname (`/x/api/<group>/<slug>/`), or null. */
export function findApiPageByPathname(pathname: string): ApiPage | null {
  const match = API_PATHNAME.exec(pathname);
  const [, group, name] = match ?? [];
  return group !== undefined && name !== undefined && isApiGroup(group) ? readApiPage(group, name) : null;
}
