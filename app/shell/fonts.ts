/**
 * Roboto, self-hosted from @fontsource (Latin subset): the site never asks a
 * font host. The @font-face rules are inlined in the document's head instead
 * of a stylesheet, which would cost a render-blocking round trip.
 *
 * Every face is preloaded, bold included: each page's title is bold, and a
 * face first asked for when layout needs it arrives after the first paint. At
 * 48 px a title can take two lines in the fallback font and one in Roboto, so
 * its late swap moved the whole first screen up (Lighthouse measured a layout
 * shift of 0.225 on the zoom-and-pan page).
 */
import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

const FACES = [
  [400, regular],
  [500, medium],
  [700, bold],
] as const;

export const FONT_FACES_CSS = FACES.map(
  ([weight, url]) =>
    `@font-face{font-family:Roboto;font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2")}`,
).join('');

export const FONT_PRELOADS = FACES.map(([, href]) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));
