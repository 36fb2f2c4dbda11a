import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';

export type HighlightLanguage = 'tsx' | 'jsx' | 'ts' | 'bash' | 'css' | 'json';

/** GitHub's high-contrast light colours: the plain theme's red and orange fall short of 4.5:1 on the code background. */
const LIGHT_THEME = 'github-light-high-contrast';
const DARK_THEME = 'github-dark';
/**
 * The dark theme's comments (#6a737d) reach 3.3:1 on the dark code background (grey 900); the grey
 * GitHub's newer dark theme gives comments reaches 5.2:1. Every other token already passes 4.5:1.
 */
const DARK_COLOUR_REPLACEMENTS = { '#6a737d': '#8b949e' };

let highlighter: Promise<Highlighter> | undefined;

/** Shiki's own HAST types (it depends on a version of @types/hast of its own). */
type ElementContent = Parameters<NonNullable<ShikiTransformer['pre']>>[0]['children'][number];

const LANGUAGES: HighlightLanguage[] = ['tsx', 'jsx', 'ts', 'bash', 'css', 'json'];

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: LANGUAGES });
  return highlighter;
}

/** A style's colour declarations, the part a token shares with its block: `color:#0e1116;--shiki-dark:#e1e4e8`. */
function coloursOf(style: unknown): string | undefined {
  if (typeof style !== 'string') return undefined;
  const colours = style
    .toLowerCase()
    .split(';')
    .filter((declaration) => /^(color|--shiki-dark):/.test(declaration.trim()));
  return colours.length > 0 ? colours.join(';') : undefined;
}

/**
 * Four tokens in ten (punctuation, names) are drawn in the block's own
 * colours, yet each came in a span of its own with both colours inline: a
 * demo page carried thousands of them, a third of its HTML, for the browser
 * to parse and style before the first paint. Their text is written bare
 * instead, and takes the colours from its line, which inherits them from
 * the block (in the dark scheme too: the line's colour is the block's
 * `--shiki-dark`).
 */
const unwrapPlainTokens: ShikiTransformer = {
  name: 'unwrap-plain-tokens',
  pre(pre) {
    const plain = coloursOf(pre.properties.style);
    if (!plain) return;
    const unwrap = (children: ElementContent[]): ElementContent[] =>
      children.flatMap((child) =>
        child.type === 'element' && child.tagName === 'span' && child.properties.style?.toString().toLowerCase() === plain ? child.children : [child],
      );
    for (const code of pre.children) {
      if (code.type !== 'element') continue;
      for (const line of code.children) {
        if (line.type === 'element') line.children = unwrap(line.children);
      }
    }
  },
};

/**
 * Highlighted HTML for both colour schemes at once: tokens carry the light
 * colour inline and the dark one as `--shiki-dark`, which the site's CSS
 * swaps in under the dark scheme. One HTML string serves every reader.
 */
export async function highlight(code: string, lang: HighlightLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    colorReplacements: { [DARK_THEME]: DARK_COLOUR_REPLACEMENTS },
    defaultColor: 'light',
    // Shiki stops tokenizing a line after 500 ms by default and colours the rest of it as one token.
    // On a busy machine (a build on every core) that happened to the first lines it saw, so the output
    // depended on the load: no limit, the same HTML every time.
    tokenizeTimeLimit: 0,
    // Neighbours of one colour (`export default function`) in one span.
    mergeSameStyleTokens: true,
    transformers: [unwrapPlainTokens],
  });
}
