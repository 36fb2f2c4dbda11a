/**
 * The links MUI's declaration comments make, turned into links that work on
 * this site. The comments use three forms: `[[GridColDef]]` for another type,
 * root-relative Markdown links that were written for mui.com
 * (`/material-ui/api/input/`), and absolute links to mui.com's own copy of
 * pages this site also has (`https://mui.com/x/api/date-pickers/pickers-day/`,
 * `https://mui.com/x/react-data-grid/layout/#flex-parent-container`).
 */
import type { ApiIndex, ApiGroup } from '../../app/api-docs/api-types';
import { apiPathname } from '../../app/api-docs/api-types';

const MUI_ORIGIN = 'https://mui.com';

/** Every API page by the name it documents (`GridColDef` → `/x/api/data-grid/grid-col-def/`). */
export function apiPathsByName(index: ApiIndex): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [group, entries] of Object.entries(index) as [ApiGroup, ApiIndex[ApiGroup]][]) {
    for (const [slug, entry] of Object.entries(entries)) if (!byName.has(entry.name)) byName.set(entry.name, apiPathname(group, slug));
  }
  return byName;
}

/**
 * Rewrites the links of one piece of rendered description HTML:
 * - `[[Name]]` becomes a link to Name's API page, or inline code
 *   when Name has no page here;
 * - `href="/…"` outside `/x/` points at mui.com, where those pages live;
 * - `href="https://mui.com/x/…"` points at this site's page when it has one:
 *   an API page, or one of `pagePaths`, the guides.
 */
export function resolveDocLinks(
  html: string,
  pathsByName: ReadonlyMap<string, string>,
  pagePaths: ReadonlySet<string> = new Set(),
): string {
  const apiPaths = new Set(pathsByName.values());
  return (
    html
      // The text between the brackets is already HTML (escaped by the Markdown renderer).
      .replace(/\[\[([^\]\n]+)\]\]/g, (_, text: string) => {
        const code = `<code>${text}</code>`;
        const target = pathsByName.get(text);
        return target ? `<a href="${target}">${code}</a>` : code;
      })
      .replace(/href="(\/(?!x\/)[^"]*)"/g, (_, path: string) => `href="${MUI_ORIGIN}${path}"`)
      .replace(/href="https:\/\/mui\.com(\/x\/[^"#]*)(#[^"]*)?"/g, (whole, path: string, hash = '') => {
        const local = apiPaths.has(path) || pagePaths.has(path);
        return local ? `href="${path}${hash}"` : whole;
      })
  );
}

/** Applies `resolveDocLinks` to every `…Html` string in a generated page, however deep. */
export function resolvePageLinks<T>(value: T, pathsByName: ReadonlyMap<string, string>, pagePaths: ReadonlySet<string> = new Set()): T {
  if (Array.isArray(value)) return value.map((item) => resolvePageLinks(item, pathsByName, pagePaths)) as T;
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[key] =
        key.endsWith('Html') && typeof item === 'string'
          ? resolveDocLinks(item, pathsByName, pagePaths)
          : resolvePageLinks(item, pathsByName, pagePaths);
    }
    return result as T;
  }
  return value;
}
