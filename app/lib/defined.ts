/**
 * The value, or an error naming what was missing. For lookups the code has
 * good reason to expect (an index inside the array, a page the tree lists),
 * where `undefined` means a bug that should fail loudly, not a `!` that lets
 * it through to a confusing failure later.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
