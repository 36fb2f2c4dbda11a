import { useEffect } from 'react';
import { useLocation } from '@remix-run/react';
import { usePage } from '~/content/page-context';
import { codePreferencesFromHash } from '~/preferences/code-preferences';
import { useSaveCodePreferences } from '~/preferences/use-code-preferences';

const DEMO_HASH = /^#(?:(?:system|css|tailwind)-)?([A-Z][A-Za-z0-9]*)\.(?:tsx|js)$/;

/** The demo a hash like `#css-BasicDataGrid.js` points at, or null. */
export function demoNameFromHash(hash: string): string | null {
  return DEMO_HASH.exec(hash)?.[1] ?? null;
}

/**
 * A code link chooses for the reader: the hash's variant and styling win over
 * the cookie, are saved to it, and the demo it names scrolls into view with
 * its code open. Called once per page.
 */
export function useCodePreferencesFromHash(): void {
  const { hash } = useLocation();
  const page = usePage();
  const { save } = useSaveCodePreferences();

  useEffect(() => {
    const name = demoNameFromHash(hash);
    if (!name || !page.demos[name]) return;
    const demo = page.demos[name];
    const wanted = codePreferencesFromHash(hash);
    const changes: typeof wanted = {};
    if (wanted.codeVariant && wanted.codeVariant !== demo.codeVariant) changes.codeVariant = wanted.codeVariant;
    if (wanted.codeStyling && wanted.codeStyling !== demo.styling && demo.stylings.includes(wanted.codeStyling)) {
      changes.codeStyling = wanted.codeStyling;
    }
    if (Object.keys(changes).length > 0) save(changes);
    document.getElementById(`demo-${name}`)?.scrollIntoView({ block: 'start' });
    // Saving revalidates the page; the hash is read once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}

/** Opens a demo's code when the hash names that demo. */
export function useOpenCodeOnHash(name: string, open: () => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (demoNameFromHash(hash) === name) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, name]);
}
