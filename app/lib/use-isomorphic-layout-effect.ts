import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser, a plain (never run) effect on the server:
 * React warns about useLayoutEffect during server rendering, with a long
 * stack, on every request in development.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
