import { useEffect } from 'react';
import { useLocation } from '@remix-run/react';
import { usePage } from '~/content/page-context';
import { codePreferencesFromHash, type CodePreferences } from '~/preferences/code-preferences';
import { useSaveCodePreferences } from '~/preferences/use-code-preferences';

const DEMO_HASH = /^#(?:(?:system|css|tailwind)-)?([A-Z][A-Za-z0-9]*)\.(?:tsx|js)$/;
const VARIANT_HASH = /\.(?:tsx|js)$/;

/** The demo a hash like `#css-BasicDataGrid.js` points at, or null. */
export function demoNameFromHash(hash: string): string | null {
  return DEMO_HASH.exec(hash)?.[1] ?? null;
}

/**
 * What a hash asks to change in the reader's preferences. A hash that ends in
 * .js or .tsx, or names a styling, chooses for the reader whether or not the
 * demo it names is on the page (a renamed demo, a link from an older page).
 * One exception keeps heading links working: a hash that is the id of an
 * element on the page (`#css-variables`) and has no variant ending is a
 * heading, not a code link.
 */
export function preferenceChangesFromHash(
  hash: string,
  current: CodePreferences,
  isElementId: (id: string) => boolean,
): Partial<CodePreferences> {
  if (!VARIANT_HASH.test(hash) && isElementId(decodeURIComponent(hash.slice(1)))) return {};
  const wanted = codePreferencesFromHash(hash);
  const changes: Partial<CodePreferences> = {};
  if (wanted.codeVariant && wanted.codeVariant !== current.codeVariant) changes.codeVariant = wanted.codeVariant;
  if (wanted.codeStyling && wanted.codeStyling !== current.codeStyling) changes.codeStyling = wanted.codeStyling;
  return changes;
}

/**
 * A code link chooses for the reader: the hash's variant and styling win over
 * the cookie and are saved to it. When the demo it names is on the page, the
 * demo scrolls into view with its code open. Called once per page.
 */
export function useCodePreferencesFromHash(): void {
  const { hash } = useLocation();
  const page = usePage();
  const { save } = useSaveCodePreferences();

  useEffect(() => {
    if (!hash) return;
    let changes: Partial<CodePreferences>;
    try {
      changes = preferenceChangesFromHash(hash, page.codePreferences, (id) => document.getElementById(id) !== null);
    } catch {
      // A malformed escape in the hash (`#%E0`) names nothing.
      return;
    }
    if (Object.keys(changes).length > 0) save(changes);
    const name = demoNameFromHash(hash);
    if (name && page.demos[name]) document.getElementById(`demo-${name}`)?.scrollIntoView({ block: 'start' });
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
