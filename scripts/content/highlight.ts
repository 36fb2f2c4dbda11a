import { createHighlighter, type Highlighter } from 'shiki';

export type HighlightLanguage = 'tsx' | 'jsx' | 'ts' | 'bash' | 'css' | 'json';

/** GitHub's high-contrast light colours: the plain theme's red and orange fall short of 4.5:1 on the code background. */
const LIGHT_THEME = 'github-light-high-contrast';

let highlighter: Promise<Highlighter> | undefined;

const LANGUAGES: HighlightLanguage[] = ['tsx', 'jsx', 'ts', 'bash', 'css', 'json'];

/**
 * Shiki's first tokenization after loading a grammar can split and colour
 * tokens differently from every later one (seen with 4.6: `function Rain() {`
 * came out in the keyword colour). Highlighting a throwaway line in each
 * language first makes every real highlight the same, whichever process or
 * worker runs it, so the build and its cache stay deterministic.
 */
const WARM_UP = 'export default function Warm(props: { n: number }) {\n  return <p className="a">{props.n}</p>;\n}\n';

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, 'github-dark'], langs: LANGUAGES }).then((shiki) => {
    for (const lang of LANGUAGES) shiki.codeToHtml(WARM_UP, { lang, themes: { light: LIGHT_THEME, dark: 'github-dark' }, defaultColor: 'light' });
    return shiki;
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
