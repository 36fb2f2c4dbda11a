import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the ad network, over real HTTP on loopback: a script that
 * inserts the network's ad element, a JSON endpoint, and beacons. What each
 * answers is set per test with `scenario`; every request is recorded.
 */
/** `late`: the ad script, answered after LATE_SCRIPT_DELAY_MS, past the blocked threshold but before the last attempt. */
export type ScriptScenario = 'ad' | 'placeholder' | 'nothing' | 'late';
export const LATE_SCRIPT_DELAY_MS = 6_000;
export type JsonScenario = 'valid' | 'empty' | 'malformed' | 'error' | 'hang' | 'xss';

export interface MockAdNetwork {
  origin: string;
  scriptUrl: string;
  jsonUrl: string;
  scenario(next: { script?: ScriptScenario; json?: JsonScenario }): void;
  requests(path: string): string[];
  reset(): void;
  close(): Promise<void>;
}

const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function startMockAdNetwork(): Promise<MockAdNetwork> {
  let script: ScriptScenario = 'ad';
  let json: JsonScenario = 'valid';
  let log: string[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock');
    log.push(url.pathname + url.search);
    const origin = `http://${request.headers.host}`;
    response.setHeader('Access-Control-Allow-Origin', '*');
    switch (url.pathname) {
      case '/script.js': {
        response.setHeader('Content-Type', 'application/javascript');
        if (script === 'nothing') return response.end('/* blocked or empty */');
        const href = script === 'placeholder' ? `${origin}/backers` : `${origin}/click?ad=image`;
        const body = `(function () {
  var anchor = document.getElementById('_carbonads_js');
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<a href="${href}">Mock network ad</a>';
  anchor.parentNode.insertBefore(ad, anchor);
})();`;
        if (script !== 'late') return response.end(body);
        hanging.add(response);
        setTimeout(() => {
          hanging.delete(response);
          if (!response.destroyed) response.end(body);
        }, LATE_SCRIPT_DELAY_MS);
        return undefined;
      }
      case '/ads.json': {
        response.setHeader('Content-Type', 'application/json');
        const ad = {
          statlink: `${origin}/click?ad=inline`,
          statimp: `${origin}/impression?ad=inline`,
          pixel: `${origin}/pixel?t=[timestamp]`,
          timestamp: '1732000000',
          image: `${origin}/image.png`,
          company: 'Acme Hosting',
          description: json === 'xss' ? '<img src=x onerror="window.__xss=1"> Deploy in one command.' : 'Deploy React apps in one command.',
        };
        if (json === 'hang') {
          hanging.add(response);
          return undefined;
        }
        if (json === 'error') {
          response.statusCode = 500;
          return response.end('{"error":"down"}');
        }
        if (json === 'malformed') return response.end('{"ads": [ {');
        if (json === 'empty') return response.end('{"ads": []}');
        return response.end(JSON.stringify({ ads: [ad] }));
      }
      case '/image.png':
      case '/impression':
      case '/pixel':
        response.setHeader('Content-Type', 'image/png');
        return response.end(TRANSPARENT_PNG);
      default:
        response.statusCode = 404;
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    scriptUrl: `${origin}/script.js`,
    jsonUrl: `${origin}/ads.json`,
    scenario(next) {
      script = next.script ?? script;
      json = next.json ?? json;
    },
    requests: (path) => log.filter((entry) => entry.startsWith(path)),
    reset() {
      log = [];
    },
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((response) => response.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
