/**
 * deploy/nginx.conf decides, in its `map` blocks, what the app decides in
 * TypeScript: the representation an Accept header asks for and the validated
 * preference cookies. Both must agree, or the cache would key on one answer
 * while the server renders another. The maps are read out of the file and
 * evaluated as nginx does (plain strings ignoring case, then regular
 * expressions in order, then the default).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preferredRepresentation } from '~/markdown/negotiation';
import { parseCodeStyling, parseCodeVariant, readCookie, DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '~/preferences/code-preferences';
import { CANONICAL_ACCEPT, canonicalRequestHeaders, PAGE_COOKIES, pageVariantOf } from '~/preferences/page-variant';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, parseColorMode } from '~/shell/theme/theme-state';
import { chooseStoredEncoding } from '../../server/precompressed-assets';

const CONFIG = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');

interface NginxMap {
  source: string;
  exact: Map<string, string>;
  patterns: { pattern: RegExp; value: string }[];
  fallback: string;
}

/** nginx unquotes `"…"` and turns only \" \\ \t \r \n into characters; any other backslash stays (as PCRE wants it). */
function unquote(token: string): string {
  if (!token.startsWith('"')) return token;
  return token.slice(1, -1).replace(/\\(["\\trn])/g, (_, character: string) => ({ t: '\t', r: '\r', n: '\n' })[character] ?? character);
}

function readMaps(config: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  for (const block of config.matchAll(/^\s*map (\$\w+) (\$\w+) \{\n([\s\S]*?)^\s*\}/gm)) {
    const [, source = '', target = '', body = ''] = block;
    const map: NginxMap = { source, exact: new Map(), patterns: [], fallback: '' };
    for (const line of body.split('\n')) {
      const entry = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);\s*$/.exec(line);
      if (!entry || line.trim().startsWith('#')) continue;
      const key = unquote(entry[1] ?? '');
      const value = unquote(entry[2] ?? '');
      if (key === 'default') map.fallback = value;
      else if (key.startsWith('~*')) map.patterns.push({ pattern: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) map.patterns.push({ pattern: new RegExp(key.slice(1)), value });
      else map.exact.set(key.toLowerCase(), value);
    }
    maps.set(target, map);
  }
  return maps;
}

const maps = readMaps(CONFIG);

/** The value of `$target` given the request's variables, evaluating maps that depend on maps. */
function evaluate(target: string, variables: Record<string, string>): string {
  const given = variables[target];
  if (given !== undefined) return given;
  const map = maps.get(target);
  if (!map) throw new Error(`no map for ${target} and no variable given`);
  const input = evaluate(map.source, variables);
  const interpolate = (value: string, groups: Record<string, string> = {}, numbered: string[] = []) =>
    value.replace(/\$(\w+)/g, (_, name: string) => groups[name] ?? numbered[Number(name)] ?? evaluate(`$${name}`, variables));
  const exact = map.exact.get(input.toLowerCase());
  if (exact !== undefined) return interpolate(exact);
  for (const { pattern, value } of map.patterns) {
    const match = pattern.exec(input);
    if (match) return interpolate(value, match.groups ?? {}, [...match]);
  }
  return interpolate(map.fallback);
}

const representationOf = (accept: string) => evaluate('$docs_representation', { $http_accept: accept });

/** The nginx variable that holds each cookie of PAGE_COOKIES, validated. */
const NGINX_VARIABLE: Record<string, string> = {
  codeVariant: '$docs_code_variant',
  codeStyling: '$docs_code_styling',
  'mui-mode': '$docs_color_mode',
  'mui-direction': '$docs_direction',
  'mui-dense': '$docs_dense',
};

/** The request variables nginx would have for a Cookie header: every cookie map reads the header itself. */
function cookieVariables(header: string): Record<string, string> {
  return { $http_cookie: header };
}

describe('deploy/nginx.conf', () => {
  it('has a map for every cookie a page depends on, and puts each in the key, in order', () => {
    expect(Object.keys(NGINX_VARIABLE)).toEqual(PAGE_COOKIES.map(({ name }) => name));
    for (const name of ['$docs_representation', ...Object.values(NGINX_VARIABLE), '$docs_upstream_cookie', '$docs_upstream_accept']) {
      expect(maps.has(name), name).toBe(true);
    }
    const key = /^\s*proxy_cache_key "([^"]+)";/m.exec(CONFIG)?.[1];
    expect(key).toBe(['$request_uri', '$docs_representation', ...Object.values(NGINX_VARIABLE)].join('|'));
  });

  describe('the Accept map', () => {
    const REALISTIC_ACCEPT_HEADERS = [
      // Browsers navigating
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      // Scripts, fetch(), curl, HTTP libraries, nothing at all
      '*/*',
      '',
      'application/json',
      'application/json, text/plain, */*',
      'text/html',
      'text/*',
      'text/plain',
      // Agents and tools asking for Markdown
      'text/markdown',
      'TEXT/MARKDOWN',
      'text/markdown; charset=utf-8',
      'text/x-markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown, text/plain;q=0.9, */*;q=0.8',
      'text/markdown,text/html;q=0.9,application/xhtml+xml;q=0.9,*/*;q=0.8',
      'text/markdown, */*',
      'text/html, text/markdown',
      'text/plain, text/markdown',
      'text/markdown;q=1.0, text/html;q=0.9',
      'text/markdown ;q=0.9',
      'text/markdown;q=0.5',
      'text/markdown;q=0.8, application/json',
      'text/markdown; q=0.9; charset=utf-8',
      // Markdown ranked below HTML, or refused
      'text/markdown;q=0.9, text/html',
      'text/html;q=0.9, text/markdown;q=0.8',
      'text/html, text/markdown;q=0.5, */*;q=0.1',
      'text/markdown;q=0',
      'text/markdown;q=0.0, text/plain',
      'text/html, text/markdown;q=0',
      // Not Markdown at all, or not worth parsing
      'text/markdownx',
      'application/markdown',
      `${'application/x-custom-type;q=0.5, '.repeat(40)}text/markdown`,
    ];

    for (const accept of REALISTIC_ACCEPT_HEADERS) {
      it(`agrees with preferredRepresentation on "${accept.length > 70 ? `${accept.slice(0, 60)}… (${accept.length} chars)` : accept}"`, () => {
        expect(representationOf(accept)).toBe(preferredRepresentation(accept));
      });
    }

    it('answers HTML where both rank below 1 and the app would compare the numbers (the approximation its comment states)', () => {
      for (const accept of ['text/markdown;q=0.9, */*;q=0.8', 'text/markdown;q=0.9, text/html;q=0.8']) {
        expect(preferredRepresentation(accept), accept).toBe('markdown');
        expect(representationOf(accept), accept).toBe('html');
      }
    });

    it('sends the server a canonical Accept that means the same representation, as the render cache does', () => {
      for (const representation of ['html', 'markdown'] as const) {
        const canonical = evaluate('$docs_canonical_accept', { $docs_representation: representation });
        expect(canonical).toBe(CANONICAL_ACCEPT[representation]);
        expect(preferredRepresentation(canonical)).toBe(representation);
        expect(evaluate('$docs_upstream_accept', { $request_method: 'GET', $docs_representation: representation })).toBe(canonical);
      }
      expect(evaluate('$docs_upstream_accept', { $request_method: 'POST', $http_accept: 'application/json' })).toBe('application/json');
    });
  });

  describe('the cookie maps', () => {
    const VALUES = [
      'JS',
      'TS',
      'js',
      'ts',
      'Js',
      '',
      'JSX',
      'XJS',
      'css',
      'tailwind',
      'system',
      'CSS',
      'Tailwind',
      'light',
      'dark',
      'DARK',
      '<script>',
      'J S',
      'none',
    ];

    it('validate codeVariant exactly as parseCodeVariant does', () => {
      for (const value of VALUES) {
        expect(evaluate('$docs_code_variant', { $http_cookie: `codeVariant=${value}` }), value).toBe(
          parseCodeVariant(value) ?? DEFAULT_CODE_VARIANT,
        );
      }
    });

    it('validate codeStyling exactly as parseCodeStyling does', () => {
      for (const value of VALUES) {
        expect(evaluate('$docs_code_styling', { $http_cookie: `codeStyling=${value}` }), value).toBe(
          parseCodeStyling(value) ?? DEFAULT_CODE_STYLING,
        );
      }
    });

    it('read and validate mui-mode from the Cookie header as the root loader does', () => {
      const headers = [
        '',
        'mui-mode=dark',
        'mui-mode=light',
        'mui-mode=system',
        '_ga=GA1.2.3; mui-mode=dark; _gid=GA1.2.4',
        '_ga=GA1.2.3;mui-mode=light',
        'mui-mode = dark',
        'mui-mode=Dark',
        'mui-mode=purple',
        'xmui-mode=dark',
        'mui-modes=dark',
        'a=mui-mode=dark',
        'mui-mode=dark; mui-mode=light',
        'mui-mode=bad; mui-mode=dark',
        'mui-mode=',
        'codeVariant=JS; mui-mode=dark; codeStyling=css',
      ];
      for (const header of headers) {
        const expected = parseColorMode(readCookie(header, COLOR_MODE_STORAGE_KEY)) ?? DEFAULT_COLOR_MODE;
        expect(evaluate('$docs_color_mode', { $http_cookie: header }), header).toBe(expected);
      }
    });

    for (const { name, parse, fallback } of PAGE_COOKIES) {
      it(`read and validate ${name} exactly as the app does`, () => {
        const values = [
          '',
          'JS',
          'TS',
          'js',
          'css',
          'tailwind',
          'system',
          'light',
          'dark',
          'DARK',
          'ltr',
          'rtl',
          'RTL',
          'true',
          'false',
          'TRUE',
          '1',
          '<script>',
          'r tl',
        ];
        const headers = values.flatMap((value) => [
          `${name}=${value}`,
          `_ga=GA1.2.3; ${name}=${value}; _gid=x`,
          `x${name}=rtl; ${name}=${value}`,
        ]);
        headers.push('', `${name} = rtl`, `${name}=bad; ${name}=true`, `a=${name}=rtl`);
        // A name in another case is another cookie, and a value is read as sent, never percent-decoded.
        headers.push(`${name.toUpperCase()}=JS`, `${name.toLowerCase()}=rtl`, `${name}=%4A%53`, `${name}=%72tl`, `${name}=%74rue`);
        for (const header of headers) {
          expect(evaluate(NGINX_VARIABLE[name] ?? `no variable for ${name}`, cookieVariables(header)), header).toBe(
            String(parse(readCookie(header, name)) ?? fallback),
          );
        }
      });
    }

    it('send the server for a GET the same canonical Cookie the render cache renders from', () => {
      const cookies = [
        '',
        'codeVariant=JS',
        '_ga=1; codeStyling=tailwind; mui-mode=dark',
        'codeVariant=<x>; mui-mode=light',
        'mui-direction=rtl; mui-dense=true',
        'mui-dense=yes',
      ];
      for (const cookie of cookies) {
        const variant = pageVariantOf(null, cookie);
        const nginxCookie = evaluate('$docs_upstream_cookie', { $request_method: 'GET', ...cookieVariables(cookie) });
        expect(nginxCookie, cookie).toBe(canonicalRequestHeaders(variant).get('Cookie'));
      }
      expect(evaluate('$docs_upstream_cookie', { $request_method: 'POST', $http_cookie: 'codeVariant=JS; _ga=1' })).toBe(
        'codeVariant=JS; _ga=1',
      );
    });
  });

  describe('the encoding asked of the servers', () => {
    const encodingFor = (uri: string, acceptEncoding: string) =>
      evaluate('$docs_upstream_encoding', { $uri: uri, $http_accept_encoding: acceptEncoding });
    const ASSET = '/x/build/_shared/chunk-A1B2C3D4.js';

    it('is brotli for a build asset when the reader takes brotli, and only then', () => {
      const headers = [
        'gzip, deflate, br, zstd',
        'gzip, deflate, br',
        'br',
        'BR',
        ' br ,gzip',
        'br;q=1.0, gzip;q=0.8',
        'gzip;q=0.5, br;q=0.8',
        'gzip, br;q=0.5',
        'br;q=0',
        'br;q=0.0, gzip',
        'gzip, br;q=0',
        'br;q=0.000',
        'brotli',
        'x-br',
        'gzip',
        'gzip, deflate',
        'deflate',
        'identity',
        '*',
        'zstd',
        '',
      ];
      for (const header of headers) {
        const asked = encodingFor(ASSET, header);
        // Sound: brotli only for a reader the servers would send brotli to, were it the one stored encoding.
        if (asked === 'br') expect(chooseStoredEncoding(header, ['br']), header).toBe('br');
        else expect(asked, header).toBe('gzip');
      }
      // And what browsers send gets it.
      for (const header of headers.slice(0, 8)) expect(encodingFor(ASSET, header), header).toBe('br');
    });

    it('is gzip for everything but build assets, whatever the reader takes', () => {
      for (const uri of ['/x/react-data-grid/', '/x/static/favicon.png', '/x/build', '/mcp'])
        expect(encodingFor(uri, 'gzip, deflate, br, zstd'), uri).toBe('gzip');
    });

    it('is part of the key of the assets’ cache entries', () => {
      expect(CONFIG).toMatch(/location ~ \^\/x\/\(build\|static\)\/ \{\n\s*proxy_cache_key "\$request_uri\|\$docs_upstream_encoding";/);
      expect(CONFIG).toMatch(/^\s*proxy_set_header Accept-Encoding \$docs_upstream_encoding;$/m);
    });
  });
});
