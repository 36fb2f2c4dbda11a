import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';
import { COLOR_SCHEME_ATTRIBUTE } from '../../app/shell/theme/theme-state';

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

/** Each theme's token colours, sorted: a token's classes are its two colours' places in these lists. */
interface TokenPalettes {
  light: readonly string[];
  dark: readonly string[];
}

let palettes: Promise<TokenPalettes> | undefined;

function themeColours(shiki: Highlighter, theme: string, replacements: Record<string, string> = {}): string[] {
  const { fg, settings } = shiki.getTheme(theme);
  const colours = [fg, ...settings.map((setting) => setting.settings.foreground)]
    .filter((colour): colour is string => typeof colour === 'string')
    .map((colour) => colour.toLowerCase())
    .map((colour) => replacements[colour] ?? colour);
  return [...new Set(colours)].sort();
}

function tokenPalettes(): Promise<TokenPalettes> {
  palettes ??= getHighlighter().then((shiki) => ({
    light: themeColours(shiki, LIGHT_THEME),
    dark: themeColours(shiki, DARK_THEME, DARK_COLOUR_REPLACEMENTS),
  }));
  return palettes;
}

const TOKEN_COLOURS = /^color:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})$/;

/**
 * A token's two colours as classes (`l3 d7`) rather than inline: the same
 * dozen pairs came in thousands of style attributes, each parsed on its own
 * by the browser, a fifth of a demo page's HTML. The classes' rules are
 * tokenColourStylesheet's. A token whose style holds more than its colours
 * (an escape in a regular expression, which both themes make bold) keeps it
 * inline.
 */
function colourClasses({ light, dark }: TokenPalettes): ShikiTransformer {
  return {
    name: 'colour-classes',
    pre(pre) {
      const classify = (node: ElementContent) => {
        if (node.type !== 'element' || node.tagName !== 'span') return;
        const colours = TOKEN_COLOURS.exec(node.properties.style?.toString().toLowerCase() ?? '');
        const lightIndex = colours ? light.indexOf(colours[1]!) : -1;
        const darkIndex = colours ? dark.indexOf(colours[2]!) : -1;
        if (lightIndex < 0 || darkIndex < 0) return;
        delete node.properties.style;
        node.properties.class = `l${lightIndex} d${darkIndex}`;
      };
      for (const code of pre.children) {
        if (code.type !== 'element') continue;
        for (const line of code.children) {
          if (line.type === 'element') line.children.forEach(classify);
        }
      }
    },
  };
}

/** Where the dark scheme applies: the attribute the shell sets, or the system's scheme before anything has set it. */
const DARK_SCHEME = `[${COLOR_SCHEME_ATTRIBUTE}='dark']`;
const SYSTEM_DARK_UNSET = `:root:not([${COLOR_SCHEME_ATTRIBUTE}])`;

/**
 * The rules behind colourClasses' classes, written by the content build
 * beside the pages it highlights. Under the dark scheme the `d` classes win
 * by their extra attribute selector.
 */
export async function tokenColourStylesheet(): Promise<string> {
  const { light, dark } = await tokenPalettes();
  const rules = (prefix: string, letter: string, colours: readonly string[]) =>
    colours.map((colour, index) => `${prefix}pre.shiki .${letter}${index} { color: ${colour}; }`);
  return [
    '/* Written by the content build (scripts/content/highlight.ts): the colours of highlighted code. */',
    ...rules('', 'l', light),
    ...rules(`${DARK_SCHEME} `, 'd', dark),
    '@media (prefers-color-scheme: dark) {',
    ...rules(`${SYSTEM_DARK_UNSET} `, 'd', dark).map((rule) => `  ${rule}`),
    '}',
    '',
  ].join('\n');
}

/**
 * Highlighted HTML for both colour schemes at once: tokens carry their light
 * and dark colours as classes (colourClasses), the block carries its own
 * inline, its dark one as `--shiki-dark`, which the site's CSS swaps in under
 * the dark scheme. One HTML string serves every reader.
 */
export async function highlight(code: string, lang: HighlightLanguage): Promise<string> {
  const [shiki, tokenColours] = await Promise.all([getHighlighter(), tokenPalettes()]);
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
    transformers: [unwrapPlainTokens, colourClasses(tokenColours)],
  });
}
