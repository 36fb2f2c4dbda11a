/**
 * V8 keeps a module's source text in the heap for as long as the module is
 * loaded, and stores it one byte per character only when every character is
 * Latin-1: one en dash makes the whole text two bytes per character. The
 * server bundle is ~14 MB of source with a few hundred such characters (demo
 * text, locale data, comments), so it held ~28 MB of the server's ~80 MB live
 * heap. Written as \u escapes they mean the same and the source halves.
 */
import fs from 'node:fs';
import { parse } from 'acorn';

/** One UTF-16 code unit beyond Latin-1 (without the u flag, each half of a surrogate pair on its own). */
const BEYOND_LATIN1 = /[\u0100-\uffff]/g;

const escapeCodeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

interface Range {
  start: number;
  end: number;
}

/** The text of every tagged template: its tag reads the raw text, which an escape would change. */
function taggedTemplateRanges(code: string): Range[] {
  const ranges: Range[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as { type?: string; quasi?: Range };
    if (record.type === 'TaggedTemplateExpression' && record.quasi) ranges.push({ start: record.quasi.start, end: record.quasi.end });
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return ranges;
}

/**
 * Source text with every character beyond Latin-1 written as \u escapes, which
 * denote the same character in strings, templates, identifiers, regular
 * expressions (with or without the u flag) and comments. Two places where they
 * would not, a tagged template's raw text and a character already escaped by a
 * backslash, make it throw rather than change what the code does.
 */
export function toLatin1Source(code: string): string {
  const positions = [...code.matchAll(BEYOND_LATIN1)].map((match) => match.index);
  if (positions.length === 0) return code;
  const tagged = taggedTemplateRanges(code);
  for (const position of positions) {
    const inTag = tagged.find(({ start, end }) => position >= start && position < end);
    if (inTag) throw new Error(`a tagged template holds a character beyond Latin-1: ${code.slice(inTag.start, Math.min(inTag.end, inTag.start + 80))}`);
    const backslashes = /\\*$/.exec(code.slice(Math.max(0, position - 16), position))?.[0].length ?? 0;
    if (backslashes % 2 === 1) throw new Error(`an escaped character beyond Latin-1: ${code.slice(Math.max(0, position - 40), position + 2)}`);
  }
  // A surrogate pair becomes two escapes, which is what it is.
  return code.replace(BEYOND_LATIN1, escapeCodeUnit);
}

/** Rewrites `file` in place; returns how many UTF-16 units were beyond Latin-1 before. */
export function rewriteAsLatin1(file: string): number {
  const code = fs.readFileSync(file, 'utf8');
  const rewritten = toLatin1Source(code);
  if (rewritten !== code) fs.writeFileSync(file, rewritten);
  return code.match(BEYOND_LATIN1)?.length ?? 0;
}
