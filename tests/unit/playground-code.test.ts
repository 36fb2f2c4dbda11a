import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateCode } from '~/playground/code';
import { initialValues, type Controls } from '~/playground/controls';
import type { PlaygroundComponent } from '~/playground/PlaygroundView';
import { typeErrorsIn } from './support/reader-code';
import { freshProjectFolder } from './support/project-folder';

/**
 * A playground writes code for readers to paste: whatever its controls are
 * set to, that code must type-check against the installed 8.7.0 packages.
 * Each control is moved through its values on its own, then every switch is
 * turned on for each value of the first control (which usually picks the
 * component), so props that apply to one component only are checked on all.
 */
const CONTENT = path.resolve('content');
const PLAYGROUND_ELEMENT = /<Playground\s+name="([A-Za-z0-9]+)"/g;

function playgroundFiles(): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(CONTENT, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.mdx') continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(PLAYGROUND_ELEMENT)) files.push(path.join(entry.parentPath, `${match[1]}.tsx`));
  }
  return files;
}

function valueSets(controls: Controls): Record<string, unknown>[] {
  const initial = initialValues(controls) as Record<string, unknown>;
  const sets: Record<string, unknown>[] = [initial];
  for (const [name, control] of Object.entries(controls)) {
    const values = control.type === 'select' ? control.options : control.type === 'switch' ? [true, false] : [control.min, control.max];
    for (const value of values) sets.push({ ...initial, [name]: value });
  }
  const [firstName, first] = Object.entries(controls)[0] ?? [];
  const allSwitchesOn = Object.fromEntries(
    Object.entries(controls)
      .filter(([, control]) => control.type === 'switch')
      .map(([name]) => [name, true]),
  );
  const leading = first?.type === 'select' ? first.options : [undefined];
  for (const value of leading)
    sets.push({ ...initial, ...allSwitchesOn, ...(firstName && value !== undefined ? { [firstName]: value } : {}) });
  return sets;
}

describe('props playgrounds', () => {
  const files = playgroundFiles();

  it('are found on the pages', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('write code that type-checks for every value of every control', async () => {
    const directory = freshProjectFolder('playground-code');
    const origin = new Map<string, string>();
    const written = new Set<string>();
    for (const file of files) {
      const { default: playground } = (await import(file)) as { default: PlaygroundComponent };
      const { definition } = playground;
      for (const values of valueSets(definition.controls)) {
        const source = generateCode(definition.element(values as never), 'TS', definition.name);
        if (written.has(source)) continue;
        written.add(source);
        // Beside the project, so that imports resolve to its node_modules.
        const target = path.join(directory, `${definition.name}-${written.size}.tsx`);
        fs.writeFileSync(target, source);
        origin.set(target, `${path.relative(process.cwd(), file)} with ${JSON.stringify(values)}`);
        // The JavaScript variant is the same code without types: it must at least parse.
        const js = generateCode(definition.element(values as never), 'JS', definition.name);
        const { diagnostics = [] } = ts.transpileModule(js, { fileName: 'x.jsx', reportDiagnostics: true });
        expect(diagnostics.map((diagnostic) => diagnostic.messageText)).toEqual([]);
      }
    }
    const errors = typeErrorsIn(origin);
    expect(errors).toEqual([]);
  }, 240_000);
});
