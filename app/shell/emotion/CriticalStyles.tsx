import { createContext, useContext } from 'react';
import { EMOTION_CACHE_KEY, EMOTION_INSERTION_POINT_NAME } from './emotion-cache';

/**
 * The server extracts the critical CSS after rendering and writes it into
 * <head> right after the insertion point. React hydrates <head> too, so on
 * the client the root must render those very <style> elements: the client
 * reads them from the document before hydrating and renders them back here.
 */
export interface CriticalStyle {
  dataEmotion: string;
  css: string;
}

const CriticalStylesContext = createContext<CriticalStyle[]>([]);
export const CriticalStylesProvider = CriticalStylesContext.Provider;

export function readServerCriticalStyles(doc: Document): CriticalStyle[] {
  return Array.from(doc.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${EMOTION_CACHE_KEY} "]`)).map((element) => ({
    dataEmotion: element.getAttribute('data-emotion') ?? '',
    css: element.innerHTML,
  }));
}

export function serializeCriticalStyles(styles: { key: string; ids: string[]; css: string }[]): string {
  return styles
    .filter((style) => style.css !== '')
    .map((style) => `<style data-emotion="${style.key} ${style.ids.join(' ')}">${style.css}</style>`)
    .join('');
}

export function EmotionInsertionPoint() {
  const styles = useContext(CriticalStylesContext);
  return (
    <>
      <meta name={EMOTION_INSERTION_POINT_NAME} content="" />
      {styles.map((style) => (
        // Emotion marks adopted tags with data-s in the browser; that attribute is expected.
        <style key={style.dataEmotion} data-emotion={style.dataEmotion} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: style.css }} />
      ))}
    </>
  );
}

/** Exactly what React renders for the insertion point, where the server splices the styles in. */
export const INSERTION_POINT_MARKUP = `<meta name="${EMOTION_INSERTION_POINT_NAME}" content=""/>`;
