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
 * - Every picker turns its animations off on Android before 10 and iOS before
 *   13, which it tells from the user agent (`slowAnimationDevices` in
 *   useReduceAnimations.js). Pages are cached per cookie, not per user agent,
 *   so the server renders the animated markup; hydrated there, the pickers
 *   playground threw 13 hydration errors and React rendered it again anyway.
 */

import { isDataGridPackage } from './demo-dependencies';

/** The pickers' desktop-mode query (DEFAULT_DESKTOP_MODE_MEDIA_QUERY in @mui/x-date-pickers, less its `@media`). */
export const PICKERS_DESKTOP_QUERY = '(pointer: fine)';

/** The system versions in a user agent, as the pickers read them (useReduceAnimations.js in @mui/x-date-pickers). */
const MOBILE_SYSTEM_VERSION = /android\s(\d+)|OS\s(\d+)/i;

/** Whether the pickers turn their animations off for this user agent: Android before 10, iOS before 13. */
export function pickersReduceAnimations(userAgent: string): boolean {
  const match = MOBILE_SYSTEM_VERSION.exec(userAgent);
  const android = match?.[1] ? Number(match[1]) : null;
  const ios = match?.[2] ? Number(match[2]) : null;
  return (android !== null && android < 10) || (ios !== null && ios < 13);
}

/** What the browser reports that the server could not know. */
export interface ClientMedia {
  /** Whether PICKERS_DESKTOP_QUERY matches. */
  desktopPointer: boolean;
  /** Whether the pickers render without animations here (pickersReduceAnimations). */
  pickersReduceAnimations: boolean;
}

export function rendersAfresh(packages: readonly string[], media: ClientMedia): boolean {
  const pickersDiffer = !media.desktopPointer || media.pickersReduceAnimations;
  return packages.some((name) => isDataGridPackage(name) || (name.startsWith('@mui/x-date-pickers') && pickersDiffer));
}

/** The browser's answers to the queries above; only called in the browser. */
export function clientMedia(): ClientMedia {
  return {
    desktopPointer: window.matchMedia(PICKERS_DESKTOP_QUERY).matches,
    pickersReduceAnimations: pickersReduceAnimations(navigator.userAgent),
  };
}
