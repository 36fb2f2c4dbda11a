/**
 * The body text's faces, fetched with the HTML rather than after the CSS is
 * parsed: when they arrive before the first paint, text never re-flows from
 * the fallback font (a layout shift Lighthouse counts). The bundler gives
 * these imports the same hashed URLs as the @font-face rules in fonts.css.
 */
import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';

export const FONT_PRELOADS = [regular, medium].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }));
