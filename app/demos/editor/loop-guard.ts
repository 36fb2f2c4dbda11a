/**
 * A loop the reader writes while editing (`while (true)`, a `for` whose
 * counter never moves) would otherwise hold the page's only thread for ever:
 * the tab freezes and the reader loses the page and their edits. Every loop's
 * condition is given a guard that stops the loop, with an error naming its
 * line, once it has run without a pause for LOOP_TIME_LIMIT_MS.
 *
 * The conditions are found with Sucrase's own tokenizer, the one that
 * transpiles the code: a parenthesis or semicolon inside a string, a template
 * or JSX text is never mistaken for code. Only text is inserted, never a line
 * break, so each statement stays on the line the reader sees.
 */
import { parse } from 'sucrase/dist/esm/parser/index.js';
import { TokenType } from 'sucrase/dist/esm/parser/tokenizer/types.js';
import type { CodeVariant } from '~/content/manifest';

/** How long a loop may hold the thread before it is stopped: far above any demo's own loops, well below a frozen tab. */
export const LOOP_TIME_LIMIT_MS = 2000;

/**
 * A gap this long between two checks of one loop means the loop was left and
 * entered again (a render, a click), so its time starts afresh: a busy loop
 * checks its condition within microseconds.
 */
const LOOP_RESTART_GAP_MS = 50;

/** The name the guarded code calls; the evaluated module defines it (run-demo-module.ts). */
export const LOOP_GUARD_NAME = '__demoLoopGuard';

export interface GuardedSource {
  source: string;
  /** Line of each guarded loop (1-based), indexed by the number its guard call passes. */
  loopLines: number[];
}

export class DemoLoopError extends Error {
  constructor(readonly line: number) {
    super(
      `This loop ran for ${LOOP_TIME_LIMIT_MS / 1000} seconds without ending, so the editor stopped it before it froze the page. Check its condition.`,
    );
    this.name = 'DemoLoopError';
  }
}

interface Insertion {
  at: number;
  text: string;
}

const OPENING = new Set([TokenType.parenL, TokenType.bracketL, TokenType.braceL, TokenType.dollarBraceL]);
const CLOSING = new Set([TokenType.parenR, TokenType.bracketR, TokenType.braceR]);
const MEMBER_ACCESS = new Set([TokenType.dot, TokenType.questionDot]);

/**
 * Adds a guard call to the condition of every `while`, `do … while` and
 * three-part `for` loop. `for … of` and `for … in` end with their collection
 * and are left as written. Throws Sucrase's own syntax error for code it cannot read.
 */
export function guardLoops(source: string, variant: CodeVariant): GuardedSource {
  const { tokens } = parse(source, true, variant === 'TS', false);
  const insertions: Insertion[] = [];
  const loopOffsets: number[] = [];
  const guard = (loop: number) => `${LOOP_GUARD_NAME}(${loop})`;

  // The token that closes the bracket opened at `open`, and the semicolons directly inside it.
  const closeOf = (open: number) => {
    const semicolons: number[] = [];
    let depth = 0;
    for (let index = open; index < tokens.length; index += 1) {
      const { type } = tokens[index]!;
      if (OPENING.has(type)) depth += 1;
      else if (CLOSING.has(type)) depth -= 1;
      else if (type === TokenType.semi && depth === 1) semicolons.push(index);
      if (depth === 0) return { close: index, semicolons };
    }
    return null;
  };

  tokens.forEach((token, index) => {
    if (token.type !== TokenType._while && token.type !== TokenType._for) return;
    const previous = tokens[index - 1];
    // `queue.while(…)`: a method that happens to be named like the keyword.
    if (previous && MEMBER_ACCESS.has(previous.type)) return;
    // `for await (…)` iterates a collection, like `for … of`.
    const open = index + 1;
    if (tokens[open]?.type !== TokenType.parenL) return;
    const bracket = closeOf(open);
    if (!bracket) return;

    const loop = loopOffsets.length;
    if (token.type === TokenType._while) {
      loopOffsets.push(token.start);
      insertions.push({ at: tokens[open]!.end, text: `${guard(loop)} && (` }, { at: tokens[bracket.close]!.start, text: ')' });
      return;
    }
    if (bracket.semicolons.length !== 2) return;
    const [first, second] = bracket.semicolons.map((at) => tokens[at]!);
    loopOffsets.push(token.start);
    const condition = source.slice(first!.end, second!.start);
    if (condition.trim() === '') insertions.push({ at: first!.end, text: ` ${guard(loop)}` });
    else insertions.push({ at: first!.end, text: ` ${guard(loop)} && (` }, { at: second!.start, text: ')' });
  });

  let guarded = source;
  for (const { at, text } of [...insertions].sort((a, b) => b.at - a.at)) {
    guarded = guarded.slice(0, at) + text + guarded.slice(at);
  }
  return { source: guarded, loopLines: loopOffsets.map((offset) => lineAt(source, offset)) };
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = source.indexOf('\n'); index !== -1 && index < offset; index = source.indexOf('\n', index + 1)) line += 1;
  return line;
}

/**
 * The guard the guarded code calls: true while the loop may go on, a
 * DemoLoopError once it has run for LOOP_TIME_LIMIT_MS without a pause.
 */
export function createLoopGuard(loopLines: readonly number[], now: () => number = () => performance.now()) {
  const runs = new Map<number, { start: number; last: number }>();
  return (loop: number): true => {
    const time = now();
    const run = runs.get(loop);
    if (!run || time - run.last > LOOP_RESTART_GAP_MS) {
      runs.set(loop, { start: time, last: time });
      return true;
    }
    run.last = time;
    // The run is kept: React renders a component that threw once more at once, and that retry stops on its first check.
    if (time - run.start > LOOP_TIME_LIMIT_MS) throw new DemoLoopError(loopLines[loop] ?? 1);
    return true;
  };
}
