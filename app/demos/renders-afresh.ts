/**
 * Whether a demo's island is rendered afresh on the client instead of hydrated.
 *
 * Hydrating an island whose first client render differs from the server's
 * ends in a synchronous re-render of the whole island, one long task that no
 * transition can slice. Rendered afresh inside a transition, the same work
 * yields to the reader every few milliseconds, and the server's HTML stays in
 * place until React commits the new tree. Hydrating is still the better path
 * wherever the two renders agree: it keeps the server's nodes, and with them
 * the focus of a reader who reached the demo before its code did.
 *
 * - The Data Grid renders nothing on the server: its root waits for
 *   useSyncExternalStore to report the client, so hydrating it commits an
 *   empty frame and then renders the whole grid synchronously (440 ms for a
 *   grid on this machine).
 * - The responsive pickers (DatePicker, TimePicker, the range pickers…) render
 *   their desktop variant on the server, as useMediaQuery's `defaultMatches`
 *   tells them. On a device whose main pointer is not fine (a phone), the
 *   browser's first render swaps in the mobile variant, synchronously: 95 ms
 *   of a 124 ms task on the custom field page (4× CPU slowdown, phone viewport).
 */

/** The pickers' desktop-mode query (DEFAULT_DESKTOP_MODE_MEDIA_QUERY in @mui/x-date-pickers, less its `@media`). */
export const PICKERS_DESKTOP_QUERY = '(pointer: fine)';

/** What the browser reports that the server could not know. */
export interface ClientMedia {
  /** Whether PICKERS_DESKTOP_QUERY matches. */
  desktopPointer: boolean;
}

export function rendersAfresh(packages: readonly string[], media: ClientMedia): boolean {
  return packages.some((name) => name.startsWith('@mui/x-data-grid') || (name.startsWith('@mui/x-date-pickers') && !media.desktopPointer));
}

/** The browser's answers to the queries above; only called in the browser. */
export function clientMedia(): ClientMedia {
  return { desktopPointer: window.matchMedia(PICKERS_DESKTOP_QUERY).matches };
}
