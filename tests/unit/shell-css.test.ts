/**
 * The shell is styled with CSS Modules on the theme's CSS variables, so a few
 * facts live in CSS as well as in TypeScript: the breakpoints, the colour
 * scheme attribute, the package-manager attribute, and the variable names.
 * CSS cannot import them; these tests make sure the two never drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGERS } from '~/content/package-manager';
import { createDocsTheme } from '~/shell/theme/create-docs-theme';
import { themeStyleChunks } from '~/shell/theme/theme-styles.server';
import { COLOR_SCHEME_ATTRIBUTE } from '~/shell/theme/theme-state';

const APP = path.resolve(__dirname, '../../app');

function moduleStylesheets(dir = APP): { file: string; css: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.generated' ? [] : moduleStylesheets(full);
    return entry.name.endsWith('.module.css') ? [{ file: path.relative(APP, full), css: fs.readFileSync(full, 'utf8') }] : [];
  });
}

const sheets = moduleStylesheets();

describe('the shell stylesheets', () => {
  it('exist', () => {
    expect(sheets.map((sheet) => sheet.file)).toEqual(
      expect.arrayContaining(['shell/AppLayout.module.css', 'shell/NavDrawerContent.module.css', 'shell/MarkdownBody.module.css']),
    );
  });

  it('use only the theme breakpoints in media queries', () => {
    const breakpoints = Object.values(createDocsTheme().breakpoints.values).filter((value) => value > 0);
    for (const { file, css } of sheets) {
      for (const [, width] of css.matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)) {
        expect(breakpoints, `${file}: ${width}px`).toContain(Number(width));
      }
    }
  });

  it('use only CSS variables the theme defines', () => {
    const defined = new Set(themeStyleChunks().flatMap((chunk) => [...chunk.css.matchAll(/(--mui-[\w-]+):/g)].map((match) => match[1])));
    expect(defined.size).toBeGreaterThan(100);
    for (const { file, css } of sheets) {
      for (const [, name] of css.matchAll(/var\((--mui-[\w-]+)/g)) expect(defined.has(name), `${file}: ${name}`).toBe(true);
    }
  });

  it('select the colour scheme by the attribute the theme and the head script use', () => {
    const schemeSelectors = sheets.flatMap(({ css }) => [...css.matchAll(/\[([\w-]*color-scheme)[=\]]/g)].map((match) => match[1]));
    expect(schemeSelectors.length).toBeGreaterThan(0);
    expect(new Set(schemeSelectors)).toEqual(new Set([COLOR_SCHEME_ATTRIBUTE]));
  });

  it('show each package manager’s command under its own attribute value', () => {
    const css = sheets.find((sheet) => sheet.file === 'content/PackageInstall.module.css')?.css ?? '';
    for (const manager of PACKAGE_MANAGERS) {
      expect(css).toContain(`html[${PACKAGE_MANAGER_ATTRIBUTE}='${manager}']) .panel[data-manager='${manager}']`);
    }
    // Before a reader has chosen, npm shows.
    expect(css).toContain(`html:not([${PACKAGE_MANAGER_ATTRIBUTE}])) .panel[data-manager='npm']`);
  });
});
