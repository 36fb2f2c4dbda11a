import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coverageOf, languageTag, localeTextOf } from './locale-coverage';
import { localeCoverageMarkdown } from '../content/page-text';
import { localeCoverage } from '../../app/.generated/locale-coverage';
import { LocaleCoverage } from '../../app/content/LocaleCoverageTable';

const theme = (localeText: Record<string, unknown>) => ({ components: { MuiLocalizationProvider: { defaultProps: { localeText } } } });

describe('locale coverage', () => {
  it('turns export names into language tags', () => {
    expect(languageTag('frFR')).toBe('fr-FR');
    expect(languageTag('eu')).toBe('eu');
    expect(languageTag('kzKZ')).toBe('kk-KZ');
    expect(() => languageTag('DEFAULT_LOCALE')).toThrow(/language tag/);
  });

  it('counts the English keys each locale defines, and lists the others', () => {
    const coverage = coverageOf({
      enUS: theme({ start: 'Start', end: 'End', okButtonLabel: 'OK' }),
      heIL: theme({ start: 'התחלה', end: 'סיום', okButtonLabel: undefined }),
      frFR: theme({ start: 'Début', end: 'Fin', okButtonLabel: 'OK', extra: 'not in English' }),
      DEFAULT_LOCALE: { start: 'Start' },
      getPickersLocalization: () => ({}),
    });
    expect(coverage.total).toBe(3);
    expect(coverage.locales.map((row) => [row.exportName, row.translated, row.missing, row.direction])).toEqual([
      ['enUS', 3, [], 'ltr'],
      ['frFR', 3, [], 'ltr'],
      ['heIL', 2, ['okButtonLabel'], 'rtl'],
    ]);
  });

  it('refuses a locales module without the English reference', () => {
    expect(() => coverageOf({ frFR: theme({ start: 'Début' }) })).toThrow(/enUS/);
  });
});

describe('the date pickers’ locales in the installed package', () => {
  const require = createRequire(path.resolve('package.json'));
  const installed = require('@mui/x-date-pickers/locales') as Record<string, unknown>;
  const english = localeTextOf(installed.enUS)!;
  const generated = localeCoverage['date-pickers']!;

  it('are all in the generated table, measured against every English text', () => {
    const localeExports = Object.keys(installed).filter((name) => localeTextOf(installed[name]));
    expect(localeExports.length).toBeGreaterThan(30);
    expect(generated.locales.map((row) => row.exportName).sort()).toEqual(localeExports.sort());
    expect(generated.total).toBe(Object.keys(english).length);
    expect(generated.version).toBe((require('@mui/x-date-pickers/package.json') as { version: string }).version);
  });

  it('match what each locale object really defines', () => {
    for (const row of generated.locales) {
      const localeText = localeTextOf(installed[row.exportName])!;
      const defined = Object.keys(english).filter((key) => localeText[key] !== undefined);
      expect(row.translated, row.exportName).toBe(defined.length);
      expect(row.translated + row.missing.length, row.exportName).toBe(generated.total);
    }
    expect(generated.locales.find((row) => row.exportName === 'enUS')?.missing).toEqual([]);
    expect(
      generated.locales
        .filter((row) => row.direction === 'rtl')
        .map((row) => row.exportName)
        .sort(),
    ).toEqual(['faIR', 'heIL', 'urPK']);
  });

  it('render as one table row per locale, in HTML and in Markdown', () => {
    const html = renderToStaticMarkup(createElement(LocaleCoverage, { family: 'date-pickers' }));
    expect(html.match(/<tr>/g)?.length).toBe(generated.locales.length + 1);
    expect(html).toContain('Hebrew (Israel)');
    expect(html).toContain('(right to left)');
    const markdown = localeCoverageMarkdown('date-pickers');
    expect(markdown.filter((line) => line.startsWith('| ') && !line.startsWith('| Locale') && !line.startsWith('| ---'))).toHaveLength(
      generated.locales.length,
    );
    expect(() => localeCoverageMarkdown('no-such-family')).toThrow(/no locale data/);
    expect(renderToStaticMarkup(createElement(LocaleCoverage, { family: 'no-such-family' }))).toBe('');
  });
});
