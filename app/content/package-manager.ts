import { useSyncExternalStore } from 'react';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '~/config/spec-constants';
import { writeBrowserCookie } from '~/lib/browser-storage';

/**
 * The reader's package manager for install commands. Kept in a cookie, but
 * not rendered by the server (pages are cached per code and colour
 * preferences only): the head script copies the cookie onto <html> before
 * first paint, CSS shows the matching command, and the tabs follow after
 * hydration.
 */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
/** The command that adds a package, per manager: the install tabs and the Markdown pages both show it. */
export const INSTALL_VERB: Record<PackageManager, string> = { npm: 'npm install', pnpm: 'pnpm add', yarn: 'yarn add' };
export const PACKAGE_MANAGER_COOKIE = 'packageManager';
export const PACKAGE_MANAGER_ATTRIBUTE = 'data-package-manager';
const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

/** Part of the head script: runs before paint. */
export const PACKAGE_MANAGER_INIT_SCRIPT = `try{var p=/(?:^|;\\s*)${PACKAGE_MANAGER_COOKIE}=(npm|pnpm|yarn)(?:;|$)/.exec(document.cookie);if(p)document.documentElement.setAttribute('${PACKAGE_MANAGER_ATTRIBUTE}',p[1])}catch(e){}`;

const listeners = new Set<() => void>();

function current(): PackageManager {
  const value = document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE);
  return (PACKAGE_MANAGERS as readonly string[]).includes(value ?? '') ? (value as PackageManager) : DEFAULT_PACKAGE_MANAGER;
}

export function choosePackageManager(manager: PackageManager): void {
  document.documentElement.setAttribute(PACKAGE_MANAGER_ATTRIBUTE, manager);
  writeBrowserCookie(PACKAGE_MANAGER_COOKIE, manager, PREFERENCE_COOKIE_MAX_AGE_SECONDS);
  listeners.forEach((listener) => listener());
}

export function usePackageManager(): PackageManager {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => DEFAULT_PACKAGE_MANAGER,
  );
}
