import { describe, expect, it } from 'vitest';
import { getLanguageFromPath, isLanguageFree, LANGUAGES, pathnameToLanguage } from '~/content/language';

describe('language handling', () => {
  it('knows English only', () => {
    expect(LANGUAGES).toEqual(['en']);
  });

  it('leaves blog pages and the size snapshot out', () => {
    expect(isLanguageFree('/blog/mui-x-v8/')).toBe(true);
    expect(isLanguageFree('/size-snapshot')).toBe(true);
    expect(getLanguageFromPath('/blog/anything')).toBeNull();
    expect(pathnameToLanguage('/size-snapshot/')).toEqual({ language: null, canonicalPathname: '/size-snapshot/' });
  });

  it('reads docs pages as English and strips an explicit prefix', () => {
    expect(getLanguageFromPath('/x/react-data-grid/')).toBe('en');
    expect(pathnameToLanguage('/en/x/react-charts/')).toEqual({ language: 'en', canonicalPathname: '/x/react-charts/' });
    expect(pathnameToLanguage('/x/react-charts/')).toEqual({ language: 'en', canonicalPathname: '/x/react-charts/' });
    // A language the site does not have is not a prefix: the path stays as it is.
    expect(pathnameToLanguage('/fr/x/react-charts/')).toEqual({ language: 'en', canonicalPathname: '/fr/x/react-charts/' });
  });
});
