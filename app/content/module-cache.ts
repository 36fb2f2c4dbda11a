/**
 * Page and demo modules are split into chunks of their own and loaded on
 * demand. This cache remembers each module once loaded, so that rendering
 * can read it synchronously: the server and the client loader load a page's
 * modules before rendering it, and the lazy-hydration gate loads a demo's
 * module only when the reader is about to need it.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { demoModules, pageModules } from '~/.generated/registry';
import type { IslandComponent, MdxPageComponent } from './manifest';

type Loader<T> = () => Promise<{ default: T }>;

/** A cache of the modules `loaders` load, by key. */
export function createModuleCache<T>(loaders: Record<string, Loader<T>>) {
  const loaded = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  return {
    has: (key: string) => Object.hasOwn(loaders, key),
    get: (key: string): T | undefined => loaded.get(key),
    load(key: string): Promise<T> {
      const done = loaded.get(key);
      if (done !== undefined) return Promise.resolve(done);
      let promise = pending.get(key);
      if (!promise) {
        const loader = Object.hasOwn(loaders, key) ? loaders[key] : undefined;
        if (!loader) return Promise.reject(new Error(`No module registered for "${key}"`));
        promise = loader().then(
          (module) => {
            loaded.set(key, module.default);
            pending.delete(key);
            return module.default;
          },
          (error: unknown) => {
            // A failed chunk download may succeed later (flaky network): allow a retry.
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
  };
}

export const pageModuleCache = createModuleCache<MdxPageComponent>(pageModules);
export const demoModuleCache = createModuleCache<IslandComponent>(demoModules);

/**
 * The bindings a demo imports, for the live editor: from the module the demo
 * was loaded from, so nothing new is downloaded. React and its JSX runtime
 * are there in full whatever the demo imported, so edited code may use any hook.
 */
export async function demoEditScope(key: string): Promise<Record<string, Record<string, unknown>>> {
  const loader = Object.hasOwn(demoModules, key) ? demoModules[key] : undefined;
  if (!loader) throw new Error(`No module registered for "${key}"`);
  const { editScope = {} } = await loader();
  return { ...editScope, react: React as Record<string, unknown>, 'react/jsx-runtime': jsxRuntime as Record<string, unknown> };
}

/** Everything a page needs to render synchronously: its MDX and the demo stylings it shows. */
export function loadPageModules(pageKey: string, demoKeys: readonly string[]): Promise<unknown> {
  return Promise.all([pageModuleCache.load(pageKey), ...demoKeys.map((key) => demoModuleCache.load(key))]);
}
