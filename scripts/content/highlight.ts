import { createHighlighter, type Highlighter } from 'shiki';

export type HighlightLanguage = 'tsx' | 'jsx' | 'ts' | 'bash' | 'css' | 'json';

/** GitHub's high-contrast light colours: the plain theme's red and orange fall short of 4.5:1 on the code background. */
const LIGHT_THEME = 'github-light-high-contrast';

let highlighter: Promise<Highlighter> | undefined;

const LANGUAGES: HighlightLanguage[] = ['tsx', 'jsx', 'ts', 'bash', 'css', 'json'];

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, 'github-dark'], langs: LANGUAGES });
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
    // Shiki stops tokenizing a line after 500 ms by default and colours the rest of it as one token.
    // On a busy machine (a build on every core) that happened to the first lines it saw, so the output
    // depended on the load: no limit, the same HTML every time.
    tokenizeTimeLimit: 0,
  });
}
