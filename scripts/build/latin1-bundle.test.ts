import { describe, expect, it } from 'vitest';
import { toLatin1Source } from './latin1-bundle';

/** Runs ESM source that default-exports a value, and returns that value. */
async function evaluate(code: string): Promise<unknown> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: unknown };
  return module.default;
}

const isLatin1 = (text: string) => [...text].every((char) => char.codePointAt(0)! <= 0xff);

describe('toLatin1Source', () => {
  const source = [
    '// Persian digits ۰ to ۹, and an en dash – in a comment',
    '/* a block comment with … and 😀 */',
    'const ellipsis = "Loading…";',
    'const template = `${ellipsis} 2019–2024 “quoted”`;',
    'const tag = (strings, ...values) => strings.raw.join("|") + values.length;',
    'const tagged = tag`a-b${1}ç`;',
    'const persian = "۱۲۳".replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0));',
    'const meridiem = /قبل از ظهر|بعد از ظهر/.test("بعد از ظهر");',
    'const emoji = /😀/u.test("😀") && "😀".length;',
    'const café = "Latin-1 stays: é °";',
    'export default { ellipsis, template, tagged, persian, meridiem, emoji, café };',
  ].join('\n');

  it('leaves no character beyond Latin-1', async () => {
    const rewritten = toLatin1Source(source);
    expect(isLatin1(source)).toBe(false);
    expect(isLatin1(rewritten)).toBe(true);
  });

  it('keeps what the code computes: strings, templates, tagged templates, identifiers and regular expressions', async () => {
    expect(await evaluate(toLatin1Source(source))).toEqual(await evaluate(source));
  });

  it('refuses what an escape would change: a tagged template\'s raw text, and a character escaped by a backslash', () => {
    expect(() => toLatin1Source('const tag = (strings) => strings.raw[0];\nexport default tag`2019–2024`;')).toThrow(/tagged template/);
    expect(() => toLatin1Source('export default "\\–";')).toThrow(/escaped character/);
    expect(toLatin1Source('export default "\\\\–";')).toBe('export default "\\\\\\u2013";');
  });

  it('returns Latin-1 source as it was, without parsing it', () => {
    const latin1 = 'export default "café at 20 °C"; this would not parse (';
    expect(toLatin1Source(latin1)).toBe(latin1);
  });
});
