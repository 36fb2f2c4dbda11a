/**
 * Whether a demo's island is rendered afresh on the client instead of hydrated.
 *
 * The Data Grid renders nothing on the server: its root waits for
 * useSyncExternalStore to report the client. Hydrating it therefore commits an
 * empty frame and then forces a synchronous render of the whole grid, one long
 * task (440 ms for a grid on this machine) that no transition can slice.
 * Rendered afresh inside a transition, the same work yields to the reader
 * every few milliseconds, and the server's HTML around the grid stays in place
 * until React commits the new tree.
 */
export function rendersAfresh(packages: readonly string[]): boolean {
  return packages.some((name) => name.startsWith('@mui/x-data-grid'));
}
