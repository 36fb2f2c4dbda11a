/** Pages for trying components with their own default look: no docs theme, no shell. */
export function isPlaygroundPath(pathname: string): boolean {
  return pathname === '/playground' || pathname.startsWith('/playground/');
}
