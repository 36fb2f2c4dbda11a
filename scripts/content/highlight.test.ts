import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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
