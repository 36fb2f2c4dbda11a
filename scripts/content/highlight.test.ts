import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { grey } from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { highlight, tokenColourStylesheet } from './highlight';

const run = promisify(execFile);
const HIGHLIGHT = path.resolve('scripts/content/highlight.ts');

/** A fresh process's first highlight: the one a compile worker makes while the grammar is still compiling. */
const SCRIPT = `
import { createHash } from 'node:crypto';
import { highlight } from ${JSON.stringify(HIGHLIGHT)};
const source = 'export default function Rain({ city }: { city: string }) {\\n  return <p className="rain">{city}</p>;\\n}\\n';
const first = await highlight(source, 'tsx');
console.log(createHash('md5').update(first).digest('hex'), first === (await highlight(source, 'tsx')));
`;

describe('highlighting', () => {
  it('gives the same HTML in every process, first time included, however busy the machine', async () => {
    // Four at once on a machine with fewer cores: the load under which a time-limited tokenizer gave up mid-line.
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT]).then(({ stdout }) => stdout.trim()),
      ),
    );
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]?.endsWith(' true')).toBe(true);
  }, 60_000);
});

/** Each token span's light and dark colours, from its classes by the stylesheet's rules, or from its inline style. */
async function tokenColours(html: string): Promise<{ light?: string; dark?: string }[]> {
  const stylesheet = await tokenColourStylesheet();
  const rule = (selector: string) => new RegExp(`(?:^|\\n)${selector} \\{ color: (#[0-9a-f]{6}); \\}`).exec(stylesheet)?.[1];
  return [...html.matchAll(/<span (class|style)="([^"]*)"/g)]
    .filter(([, , value]) => value !== 'line')
    .map(([, attribute, value]) => {
      if (attribute === 'style') {
        return { light: /(?<![-\w])color:(#[0-9a-f]{6})/i.exec(value!)?.[1], dark: /--shiki-dark:(#[0-9a-f]{6})/i.exec(value!)?.[1] };
      }
      const [light, dark] = value!.split(' ');
      return { light: rule(`pre\\.shiki \\.${light}`), dark: rule(`\\[data-mui-color-scheme='dark'\\] pre\\.shiki \\.${dark}`) };
    });
}

describe('highlighted HTML', () => {
  const source = "import Box from '@mui/material/Box';\n\nexport default function Rain({ city }: { city: string }) {\n  return <Box>{city} &amp; more</Box>;\n}";

  it('writes tokens in the block’s own colours as bare text, and keeps every character', async () => {
    const html = await highlight(source, 'tsx');
    const block = /^<pre[^>]*style="[^"]*color:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})"/i.exec(html);
    expect(block).not.toBeNull();
    const tokens = await tokenColours(html);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens).not.toContainEqual({ light: block?.[1]?.toLowerCase(), dark: block?.[2]?.toLowerCase() });
    // Keywords keep their colour.
    expect(html).toMatch(/<span class="l\d+ d\d+">import<\/span> Box/);
    const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };
    const text = html.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? entity;
    });
    expect(text).toBe(source);
  });

  it('puts neighbouring tokens of one colour in one span', async () => {
    const html = await highlight('export default function f() {}', 'ts');
    expect(html).toMatch(/<span class="[^"]+">export default function<\/span>/);
  });
});

describe('highlight colours', () => {
  // Comments, strings, numbers, keywords, types, JSX, regular expressions, CSS, JSON and shell: the tokens demos show.
  const samples: [string, 'tsx' | 'css' | 'json' | 'bash'][] = [
    [
      "// Rainfall in mm, from the Met Office\n/** A station. */\nimport * as React from 'react';\nconst stations: Record<string, number> = { Oxford: 660.4 };\nexport default function Rain({ city }: { city?: string }) {\n  const [mm] = React.useState(() => stations[city ?? 'Oxford'] ?? 0);\n  if (/^\\d+$/.test(`${mm}`)) return null;\n  return <p className=\"rain\" data-mm={mm}>{city} {true && 'wet'}</p>;\n}",
      'tsx',
    ],
    ['/* grid */\n.rain:hover { color: #1976d2; margin: 4px !important; }', 'css'],
    ['{ "name": "rain", "version": 1, "private": true, "x": null }', 'json'],
    ['# install\nnpm install @mui/x-data-grid@8.7.0 --save', 'bash'],
  ];

  it('colours every token by its classes, each class a rule in both schemes', async () => {
    for (const [code, lang] of samples) {
      const html = await highlight(code, lang);
      expect(html, lang).not.toMatch(/<span style=/);
      for (const { light, dark } of await tokenColours(html)) {
        expect(light, lang).toMatch(/^#[0-9a-f]{6}$/);
        expect(dark, lang).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    // The system's dark scheme, before the shell sets its attribute, has the same rules.
    const stylesheet = await tokenColourStylesheet();
    const darkRules = (prefix: string) => [...stylesheet.matchAll(new RegExp(`${prefix} pre\\.shiki (\\.d\\d+ \\{ color: #[0-9a-f]{6}; \\})`, 'g'))].map((match) => match[1]);
    expect(darkRules(':root:not\\(\\[data-mui-color-scheme\\]\\)')).toEqual(darkRules("\\[data-mui-color-scheme='dark'\\]"));
  });

  it('gives every token 4.5:1 against the code background, in both schemes', async () => {
    const weak: string[] = [];
    for (const [code, lang] of samples) {
      for (const { light, dark } of await tokenColours(await highlight(code, lang))) {
        if (getContrastRatio(light!, grey[50]) < 4.5) weak.push(`light ${light} in ${lang}`);
        if (getContrastRatio(dark!, grey[900]) < 4.5) weak.push(`dark ${dark} in ${lang}`);
      }
    }
    expect(weak).toEqual([]);
  });
});
