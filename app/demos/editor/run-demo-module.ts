/**
 * Runs a reader's edited demo in the browser, against the bindings the
 * original demo imports (its island module's `editScope`, already loaded
 * with the demo) and React itself (see demoEditScope). The code is evaluated as a module from a
 * `blob:` URL, which the Content-Security-Policy admits instead of `eval`.
 */
import type { ComponentType } from 'react';
import { createLoopGuard, DemoLoopError, LOOP_GUARD_NAME } from './loop-guard';
import type { TranspiledDemo } from './transpile';

export type EditScope = Record<string, Record<string, unknown>>;

/** An import the editor cannot satisfy, with what it could use instead. */
export class DemoImportError extends Error {
  constructor(
    readonly specifier: string,
    message: string,
  ) {
    super(message);
    this.name = 'DemoImportError';
  }
}

/** `./data.js` in the JavaScript variant is `./data` in the TypeScript one: the same file beside the demo. */
function specifierKey(specifier: string): string {
  return specifier.startsWith('.') ? specifier.replace(/\.(?:tsx?|jsx?)$/, '') : specifier;
}

function modulesOf(scope: EditScope): Map<string, Record<string, unknown>> {
  return new Map(Object.entries(scope).map(([specifier, bindings]) => [specifierKey(specifier), bindings]));
}

/**
 * The module as `require` hands it to the transpiled code: marked as an ES
 * module (so its interop reads `default`), and answering a name the demo does
 * not load with an error that says so, instead of an `undefined` component.
 */
function required(specifier: string, bindings: Record<string, unknown>): Record<string, unknown> {
  const module: Record<string, unknown> = { ...bindings, __esModule: true };
  return new Proxy(module, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target) return Reflect.get(target, name, receiver);
      const loaded = Object.keys(bindings).filter((key) => key !== '__esModule');
      const what = name === 'default' ? 'The default export' : `"${name}"`;
      throw new DemoImportError(
        specifier,
        `${what} of "${specifier}" is not loaded by this demo, so the editor cannot use it.${
          loaded.length > 0 ? ` From "${specifier}" it can use: ${loaded.join(', ')}.` : ''
        }`,
      );
    },
  });
}

type Scope = {
  require: (specifier: string) => unknown;
  module: { exports: Record<string, unknown> };
  loopGuard: (loop: number) => true;
};

/** The scopes of modules being evaluated, handed over under a one-time key: a blob module cannot receive arguments. */
const pendingScopes = new Map<string, Scope>();
const SCOPE_GLOBAL = '__muiDocsEditScopes';
(globalThis as Record<string, unknown>)[SCOPE_GLOBAL] = pendingScopes;
let nextScope = 0;

export interface EditedModule {
  /** The module's default export, the component to render. */
  Component: ComponentType;
  /** The `blob:` URL it was evaluated from, which every stack through its code names. */
  url: string;
}

/** Evaluates the edited code and returns its default export, the component to render. */
export async function runDemoModule(transpiled: TranspiledDemo, scope: EditScope): Promise<EditedModule> {
  const modules = modulesOf(scope);
  for (const specifier of transpiled.imports) {
    if (!modules.has(specifierKey(specifier))) {
      throw new DemoImportError(
        specifier,
        `"${specifier}" cannot be imported in this editor. It runs against what this demo already loads: ${[...modules.keys()]
          .map((name) => `"${name}"`)
          .join(', ')}.`,
      );
    }
  }

  const module: Scope['module'] = { exports: {} };
  const require = (specifier: string) => required(specifier, modules.get(specifierKey(specifier)) ?? {});
  const token = `scope-${(nextScope += 1)}`;
  pendingScopes.set(token, { require, module, loopGuard: createLoopGuard(transpiled.loopLines) });
  // On the code's first line, so that line numbers in errors match the editor's.
  const prelude = `const { require, module, loopGuard: ${LOOP_GUARD_NAME} } = globalThis.${SCOPE_GLOBAL}.get(${JSON.stringify(token)}); const exports = module.exports;`;
  const url = URL.createObjectURL(new Blob([prelude, transpiled.code], { type: 'text/javascript' }));
  try {
    await import(/* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
    pendingScopes.delete(token);
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    throw new Error('The demo needs a default export: the component to render.');
  }
  return { Component: component as ComponentType, url };
}

/** Whether an error was thrown by code of one of these evaluated modules (or by a loop guard in it). */
export function isFromModules(error: unknown, urls: ReadonlySet<string>): boolean {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return [...urls].some((url) => stack.includes(url));
}

/** The line of the edited code an error was thrown from, when its stack passes through the evaluated module. */
export function lineOfError(error: unknown): number | null {
  if (error instanceof DemoLoopError) return error.line;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = /blob:[^\s)]*?:(\d+):\d+/.exec(stack);
  return match ? Number(match[1]) : null;
}
