import { createContext, useContext } from 'react';
import { EMOTION_CACHE_KEY, EMOTION_INSERTION_POINT_NAME, EMOTION_RTL_CACHE_KEY } from './emotion-names';

/**
 * The server writes the page's critical CSS into <head> after rendering,
 * around the insertion point: the CSS Modules bundle just before it, and
 * Emotion's styles (the theme's, then the demos') right after it. React
 * hydrates <head> too, so on the client the root must render those very
 * <style> elements: the client reads them from the document before
 * hydrating and renders them back here. Inlined rather than linked, they
 * cost no render-blocking request, and they are in the page once, not a
 * second time in the hydration data.
 */
export interface CriticalStyle {
  /** `data-emotion` for Emotion's tags, `data-css-bundle` for the CSS Modules bundle. */
  attribute: typeof EMOTION_ATTRIBUTE | typeof CSS_BUNDLE_ATTRIBUTE;
  value: string;
  css: string;
}

export const EMOTION_ATTRIBUTE = 'data-emotion';
const CSS_BUNDLE_ATTRIBUTE = 'data-css-bundle';

const CriticalStylesContext = createContext<CriticalStyle[]>([]);
export const CriticalStylesProvider = CriticalStylesContext.Provider;

/**
 * The bundle, component styles (`mui …`, or `muirtl …` on a right-to-left
 * page) and global ones (`mui-global …`: the theme's variables and baseline). No Emotion runs while the shell
 * hydrates, so nothing else would claim the global tags.
 */
export function readServerCriticalStyles(doc: Document): CriticalStyle[] {
  const selector = [
    `style[${CSS_BUNDLE_ATTRIBUTE}]`,
    `style[${EMOTION_ATTRIBUTE}^="${EMOTION_CACHE_KEY} "]`,
    `style[${EMOTION_ATTRIBUTE}^="${EMOTION_RTL_CACHE_KEY} "]`,
    `style[${EMOTION_ATTRIBUTE}^="${EMOTION_CACHE_KEY}-global "]`,
  ].join(', ');
  return Array.from(doc.head.querySelectorAll<HTMLStyleElement>(selector)).map((element) => {
    const attribute = element.hasAttribute(CSS_BUNDLE_ATTRIBUTE) ? CSS_BUNDLE_ATTRIBUTE : EMOTION_ATTRIBUTE;
    return { attribute, value: element.getAttribute(attribute) ?? '', css: element.innerHTML };
  });
}

/**
 * Marks a tag as already in its place. Evaluated in a browser, @emotion/react
 * creates a default cache (key `css`), which moves every server-rendered
 * Emotion tag without this mark to the end of <head>; the site's own cache
 * then moves its tags back after the insertion point. Each move changes the
 * page's style sheets; on row grouping the style recalculations that followed
 * took 14 to 22 ms each, two in most loads (no CPU slowdown).
 */
const EMOTION_PLACED_ATTRIBUTE = 'data-s';

/**
 * Emotion's extracted chunks as the tags the browser-side cache recognises
 * and adopts, component styles first: the order in which adopting them
 * leaves them, so that it moves none (global tags are never adopted).
 */
export function serializeEmotionStyles(styles: { key: string; ids: string[]; css: string }[]): string {
  const isGlobal = (style: { key: string }) => style.key.endsWith('-global');
  return [...styles.filter((style) => !isGlobal(style)), ...styles.filter(isGlobal)]
    .filter((style) => style.css !== '')
    .map((style) => `<style ${EMOTION_PLACED_ATTRIBUTE}="" ${EMOTION_ATTRIBUTE}="${style.key} ${style.ids.join(' ')}">${style.css}</style>`)
    .join('');
}

/** The page's critical CSS, placed around the insertion point React rendered; null when the markup has none. */
export function insertCriticalStyles(
  markup: string,
  { cssBundle, emotionStyles }: { cssBundle: string | null; emotionStyles: string },
): string | null {
  if (!markup.includes(INSERTION_POINT_MARKUP)) return null;
  const bundle = cssBundle ? `<style ${CSS_BUNDLE_ATTRIBUTE}="">${cssBundle}</style>` : '';
  return markup.replace(INSERTION_POINT_MARKUP, bundle + INSERTION_POINT_MARKUP + emotionStyles);
}

function StyleTag({ style }: { style: CriticalStyle }) {
  const placed = style.attribute === EMOTION_ATTRIBUTE ? { [EMOTION_PLACED_ATTRIBUTE]: '' } : {};
  return <style {...placed} {...{ [style.attribute]: style.value }} dangerouslySetInnerHTML={{ __html: style.css }} />;
}

export function EmotionInsertionPoint() {
  const styles = useContext(CriticalStylesContext);
  const bundle = styles.filter((style) => style.attribute === CSS_BUNDLE_ATTRIBUTE);
  const emotion = styles.filter((style) => style.attribute === EMOTION_ATTRIBUTE);
  return (
    <>
      {bundle.map((style) => (
        <StyleTag key="css-bundle" style={style} />
      ))}
      <meta name={EMOTION_INSERTION_POINT_NAME} content="" />
      {emotion.map((style) => (
        <StyleTag key={style.value} style={style} />
      ))}
    </>
  );
}

/** Exactly what React renders for the insertion point, where the server splices the styles in. */
const INSERTION_POINT_MARKUP = `<meta name="${EMOTION_INSERTION_POINT_NAME}" content=""/>`;
