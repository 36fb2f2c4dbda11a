import { createHighlighter, type Highlighter } from 'shiki';

export type HighlightLanguage = 'tsx' | 'jsx' | 'bash' | 'css' | 'json';

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: ['tsx', 'jsx', 'bash', 'css', 'json'],
  });
  return highlighter;
}

/**
 * Highlighted HTML for both colour schemes at once: tokens carry the light
 * colour inline and the dark one as `--shiki-dark`, which the site's CSS
 * swaps in under the dark scheme. One HTML string serves every reader.
 */
export async function highlight(code: string, lang: HighlightLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: 'light',
  });
}
