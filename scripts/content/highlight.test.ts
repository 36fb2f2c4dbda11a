import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

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

describe('highlighted HTML', () => {
  const source = "import Box from '@mui/material/Box';\n\nexport default function Rain({ city }: { city: string }) {\n  return <Box>{city} &amp; more</Box>;\n}";

  it('writes tokens in the block’s own colours as bare text, and keeps every character', async () => {
    const html = await highlight(source, 'tsx');
    const block = /^<pre[^>]*style="[^"]*(color:#[0-9a-f]{6});(--shiki-dark:#[0-9a-f]{6})"/i.exec(html);
    expect(block).not.toBeNull();
    const ownColours = `${block?.[1]};${block?.[2]}`.toLowerCase();
    const tokenStyles = [...html.matchAll(/<span style="([^"]*)"/g)].map((match) => match[1]?.toLowerCase());
    expect(tokenStyles.length).toBeGreaterThan(0);
    expect(tokenStyles).not.toContain(ownColours);
    // Keywords keep their colour.
    expect(html).toMatch(/<span style="[^"]+">import<\/span> Box/);
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
    expect(html).toMatch(/<span style="[^"]+">export default function<\/span>/);
  });
});
