import { describe, expect, it } from 'vitest';
import { createLoopGuard, DemoLoopError, guardLoops, LOOP_GUARD_NAME, LOOP_TIME_LIMIT_MS } from './loop-guard';
import { transpileDemo } from './transpile';

const G = LOOP_GUARD_NAME;

describe('guardLoops', () => {
  it('guards the condition of while, do … while and three-part for loops', () => {
    const source = [
      'let i = 0;',
      'while (i < 3) i++;',
      'do { i--; } while (i > 0);',
      'for (let j = 0; j < 2; j++) {}',
      'for (;;) { break; }',
    ].join('\n');
    const { source: guarded, loopLines } = guardLoops(source, 'JS');
    expect(guarded.split('\n')).toEqual([
      'let i = 0;',
      `while (${G}(0) && (i < 3)) i++;`,
      `do { i--; } while (${G}(1) && (i > 0));`,
      `for (let j = 0; ${G}(2) && ( j < 2); j++) {}`,
      `for (; ${G}(3);) { break; }`,
    ]);
    expect(loopLines).toEqual([2, 3, 4, 5]);
  });

  it('leaves for … of, for … in, for await and methods named like keywords alone', () => {
    const source = [
      'for (const row of rows) {}',
      'for (const key in row) {}',
      'async function f() { for await (const page of pages) {} }',
      'queue.while(ready);',
    ].join('\n');
    expect(guardLoops(source, 'JS')).toEqual({ source, loopLines: [] });
  });

  it('reads brackets, strings, templates and JSX as the transpiler does', () => {
    const source = [
      "while (label(')') !== `;${a ? '(' : ';'}`) step();",
      'for (let f = () => { a; b; }; f(); ) {}',
      'const list = <ul>{items.map((item) => <li key={item}>while (x) ;</li>)}</ul>;',
    ].join('\n');
    const { source: guarded, loopLines } = guardLoops(source, 'JS');
    expect(guarded.split('\n')).toEqual([
      `while (${G}(0) && (label(')') !== \`;\${a ? '(' : ';'}\`)) step();`,
      `for (let f = () => { a; b; }; ${G}(1) && ( f()); ) {}`,
      source.split('\n')[2],
    ]);
    expect(loopLines).toEqual([1, 2]);
  });

  it('keeps TypeScript readable and every statement on its line', () => {
    const source = 'const rows: number[] = [];\nfor (let n: number = 0; n < 3; n += 1) {\n  rows.push(n);\n}\n';
    const { code, loopLines } = transpileDemo(source, 'TS');
    expect(loopLines).toEqual([2]);
    expect(code.split('\n')[1]).toContain(`${G}(0) && ( n < 3)`);
    expect(code.split('\n')[2]).toContain('rows.push(n)');
  });
});

describe('createLoopGuard', () => {
  it('stops a loop that runs without a pause for the time limit, naming its line', () => {
    let clock = 0;
    const guard = createLoopGuard([7], () => clock);
    const run = () => {
      for (;;) {
        guard(0);
        clock += 1;
      }
    };
    expect(run).toThrow(DemoLoopError);
    expect(clock).toBeGreaterThan(LOOP_TIME_LIMIT_MS);
    clock = 0;
    const guardAgain = createLoopGuard([7], () => clock);
    try {
      for (;;) {
        guardAgain(0);
        clock += 1;
      }
    } catch (error) {
      expect(error).toMatchObject({ line: 7 });
    }
  });

  it('stops at once a loop entered again right after it was stopped, as when React retries a render that threw', () => {
    let clock = 0;
    const guard = createLoopGuard([3], () => clock);
    const loop = () => {
      for (let step = 0; ; step += 1) {
        guard(0);
        clock += 1;
        if (step > 1_000_000) return step;
      }
    };
    expect(loop).toThrow(DemoLoopError);
    const before = clock;
    expect(loop).toThrow(DemoLoopError);
    expect(clock).toBe(before);
  });

  it('gives a loop entered again after a pause a new allowance', () => {
    let clock = 0;
    const guard = createLoopGuard([1], () => clock);
    // Many short runs, a render apart: together far over the limit, none of them long.
    for (let run = 0; run < 100; run += 1) {
      for (let step = 0; step < 100; step += 1) {
        expect(guard(0)).toBe(true);
        clock += 0.5;
      }
      clock += 200;
    }
  });

  it('stops an endless loop in transpiled demo code, which would otherwise never return', () => {
    const { code, loopLines } = transpileDemo('let n = 0;\nwhile (true) {\n  n += 1;\n}\n', 'JS');
    let clock = 0;
    const guard = createLoopGuard(loopLines, () => (clock += 1));
    const evaluate = new Function(G, code);
    expect(() => evaluate(guard)).toThrow(expect.objectContaining({ name: 'DemoLoopError', line: 2 }));
  });
});
