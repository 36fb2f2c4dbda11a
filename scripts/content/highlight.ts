import { createHighlighter, type Highlighter } from 'shiki';

export type HighlightLanguage = 'tsx' | 'jsx' | 'ts' | 'bash' | 'css' | 'json';

/** GitHub's high-contrast light colours: the plain theme's red and orange fall short of 4.5:1 on the code background. */
const LIGHT_THEME = 'github-light-high-contrast';

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [LIGHT_THEME, 'github-dark'],
    langs: ['tsx', 'jsx', 'ts', 'bash', 'css', 'json'],
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
    themes: { light: LIGHT_THEME, dark: 'github-dark' },
    defaultColor: 'light',
  });
}
