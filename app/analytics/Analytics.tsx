import { useEffect, useRef } from 'react';
import { useLocation } from '@remix-run/react';
import { getProductInfoFromUrl } from '~/content/product';
import { useColorMode } from '~/shell/theme/color-mode';
import { COLOR_SCHEME_ATTRIBUTE } from '~/shell/theme/theme-state';
import { DEFAULT_LANGUAGE } from '~/content/language';
import type { Random } from '~/lib/random';
import { codePreferencesFromCookies } from '~/preferences/code-preferences';
import { useLastCodePreferencesAnswer } from '~/preferences/use-code-preferences';
import { clickEventFor, type UserProperties } from './events';
import { gtag, loadGoogleTag, sendEvent } from './gtag';
import { reportWebVitals } from './web-vitals';

/**
 * The analytics layer: a page view per page (first load and every client
 * navigation), user properties kept current, clicks on data-ga-event-*
 * elements, and web vitals for sampled sessions. Browser-only, after hydration.
 */
export function Analytics({ measurementId, random }: { measurementId: string | null; random: Random }) {
  const { pathname } = useLocation();
  const colorScheme = useColorMode()?.colorScheme;
  // A new value once each saved code preference is in the cookie that codeVariant is read from.
  const lastPreferencesAnswer = useLastCodePreferencesAnswer();

  useEffect(() => {
    if (measurementId) loadGoogleTag(measurementId);
  }, [measurementId]);

  // Before the page view (effects run in order), so that the first one carries them too.
  const lastProperties = useRef('');
  useEffect(() => {
    const properties: UserProperties = {
      codeVariant: codePreferencesFromCookies(document.cookie).codeVariant,
      userLanguage: DEFAULT_LANGUAGE,
      devicePixelRatio: Math.round(window.devicePixelRatio * 10) / 10,
      colorSchemeOS: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      // While hydrating the store has no value yet; the head script has already painted the scheme.
      colorScheme: colorScheme ?? (document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light'),
    };
    const serialized = JSON.stringify(properties);
    if (serialized === lastProperties.current) return;
    lastProperties.current = serialized;
    gtag('set', 'user_properties', properties);
  }, [colorScheme, lastPreferencesAnswer]);

  useEffect(() => {
    const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
    sendEvent('page_view', { page_title: document.title, page_location: window.location.href, productId, productCategoryId });
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = clickEventFor(event.target as Element | null, random);
      if (click) sendEvent(click.name, click.params);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [random]);

  useEffect(() => {
    void reportWebVitals(random);
  }, [random]);

  return null;
}
