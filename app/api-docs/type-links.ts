/** Capitalised identifiers in a type's text: the candidates for a link to their API page. */
export const TYPE_NAME = /\b[A-Z][A-Za-z0-9]+\b/g;

/** The API page of each type name the texts mention that has one (`targetOf` says which do). */
export function typeLinksIn(texts: readonly string[], targetOf: (name: string) => string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const text of texts) {
    for (const [name] of text.matchAll(TYPE_NAME)) {
      const target = targetOf(name);
      if (target) links[name] = target;
    }
  }
  return links;
}
