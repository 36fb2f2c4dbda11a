/**
 * The server under faults: clients that leave mid-response, floods of unknown
 * URLs, oversized headers, slow clients, and SIGTERM under load. Each group
 * starts servers of its own, so no other spec shares their state or memory.
 * Nothing here asserts a duration; deadlines only bound the tests.
 */
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { rawRequest } from './support/raw-http';
import { residentSetBytes } from './support/process-memory';
import { hasEnded, startServer, type RunningServer } from './support/server';
import { defined } from '../../app/lib/defined';

test.describe.configure({ mode: 'default' });

const PAGES = ['/x/react-data-grid/', '/x/introduction/installation/', '/x/react-charts/', '/x/api/data-grid/data-grid/'];
const VARIANT_COOKIES = ['', 'codeVariant=JS', 'codeStyling=css; mui-mode=dark', 'codeVariant=JS; codeStyling=tailwind'];

/** The entry at `index`, counting round the list as often as needed. */
const cycle = <T>(items: readonly T[], index: number): T => defined(items[index % items.length], `an entry of a list of ${items.length}`);

/** Sends a GET and destroys the socket once `bytes` of the answer have arrived (0: as soon as the request is written). */
function abandonRequest(port: number, path: string, cookie: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = 0;
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nCookie: ${cookie}\r\n\r\n`);
      if (bytes === 0) {
        socket.destroy();
        resolve(0);
      }
    });
    socket.on('data', (chunk) => {
      received += chunk.length;
      if (received >= bytes) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    // A whole answer shorter than `bytes`: leave once it has stopped coming.
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('close', () => resolve(received));
  });
}

test.describe('a server whose clients misbehave', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('keeps serving complete pages after clients disconnect mid-response', async () => {
    // Half of these pages are first asked for by a client that leaves: their render must not be stored cut short.
    const baseline = await (await fetch(`${server.url}${cycle(PAGES, 0)}`)).text();
    for (let round = 0; round < 24; round++) {
      const path = cycle(PAGES, round);
      const cookie = cycle(VARIANT_COOKIES, Math.floor(round / PAGES.length));
      await abandonRequest(server.port, path, cookie, cycle([0, 1, 2000, 20_000], round));
    }
    for (const path of PAGES) {
      for (const cookie of VARIANT_COOKIES) {
        const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
        expect(response.status).toBe(200);
        const body = await response.text();
        expect(body.trimEnd().endsWith('</html>'), `${path} ${cookie}`).toBe(true);
      }
    }
    expect(await (await fetch(`${server.url}${PAGES[0]}`)).text()).toBe(baseline);
    expect(hasEnded(server.process), server.output().slice(-3000)).toBe(false);
  });

  test('answers request headers of 16 kB, and refuses oversized ones with 431', async () => {
    const analytics = Array.from({ length: 200 }, (_, index) => `_ga_${index}=${randomBytes(40).toString('hex')}`).join('; ');
    const cookie = `${analytics}; codeVariant=JS`;
    expect(cookie.length).toBeGreaterThan(16 * 1024);
    const bigCookie = await rawRequest(server.port, '/x/react-data-grid/', { Cookie: cookie });
    expect(bigCookie.status).toBe(200);
    expect(bigCookie.body).toContain('data-code-variant="JS"');

    const manyHeaders = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`X-Padding-${index}`, 'p'.repeat(1000)]));
    expect((await rawRequest(server.port, '/x/introduction/', manyHeaders)).status).toBe(200);

    const oversized = await rawRequest(server.port, '/x/introduction/', { Cookie: 'a'.repeat(40 * 1024) });
    expect(oversized.status).toBe(431);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test('cuts off clients that trickle their headers (slowloris) and serves others meanwhile', async () => {
    const SLOW_CLIENTS = 40;
    const sockets = Array.from({ length: SLOW_CLIENTS }, () => net.connect(server.port, '127.0.0.1'));
    const outcomes = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let reply = '';
          socket.on('data', (chunk) => (reply += chunk));
          socket.on('error', () => {});
          socket.on('close', () => resolve(reply));
        }),
    );
    for (const socket of sockets) socket.write('GET /x/introduction/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One more header line a second, never the blank line that ends them.
    let line = 0;
    const trickle = setInterval(() => {
      line++;
      for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow-${line}: 1\r\n`);
    }, 1000);
    try {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${server.url}/x/introduction/`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      // Bounded by the test's own timeout: the server must close every one of them itself.
      const replies = await Promise.all(outcomes);
      for (const reply of replies) expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      sockets.forEach((socket) => socket.destroy());
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

/** Over twice the live heap of a server after start: 78 MB with 181 pages and 870 demos, 64 MB once its bundle is Latin-1 source. */
const FLOOD_OLD_SPACE_MB = 160;

/** `error`, or when the server has ended, an error that says how, with its last output. A reset socket can arrive before the exit does: wait a moment for it. */
async function withServerFate(server: RunningServer, error: unknown): Promise<Error> {
  if (!hasEnded(server.process)) await new Promise((resolve) => setTimeout(resolve, 2000));
  if (!hasEnded(server.process)) return error as Error;
  const { exitCode, signalCode } = server.process;
  return new Error(`the server exited (code ${exitCode}, signal ${signalCode}); its last output:\n${server.output().slice(-3000)}`, {
    cause: error,
  });
}

test.describe('a server flooded with unknown URLs', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // A small old space makes V8 collect rather than grow its heap, so resident
    // memory follows what is live: anything kept per request would show (or
    // run out of memory), where by default garbage alone adds ~200 MB. The
    // server holds 64 MB live after start (14 MB of it its bundle's source), and
    // 20 renders at once need room above that: at 96 MB it collected without
    // pause and once ran out of memory.
    server = await startServer({ NODE_OPTIONS: `--max-old-space-size=${FLOOD_OLD_SPACE_MB}` });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('answers 1,000 random unknown paths with 404 and stores none of them', async () => {
    // 1,200 pages rendered one after the other on one core: 23.5 s on an idle machine, and
    // 54.6 to 57.4 s in CI runs beside the other worker's browser, once over the default 60 s.
    test.setTimeout(180_000);
    /** A refused request alone does not say why: this one names how the server ended, when it did. */
    const get = (path: string) =>
      fetch(`${server.url}${path}`).catch(async (error) => {
        throw await withServerFate(server, error);
      });
    const known = '/x/introduction/';
    await get(known).then((response) => response.arrayBuffer());
    const randomPath = (index: number) => {
      const token = randomBytes(12).toString('hex');
      return cycle([`/x/${token}/`, `/x/react-data-grid/${token}/`, `/x/api/data-grid/${token}/`, `/${token}`], index);
    };
    const CONCURRENCY = 20;
    const requestAll = async (paths: string[]) => {
      const statuses: number[] = [];
      for (let start = 0; start < paths.length; start += CONCURRENCY) {
        const batch = paths.slice(start, start + CONCURRENCY).map(async (path) => {
          const response = await get(path);
          await response.arrayBuffer();
          return response.status;
        });
        statuses.push(...(await Promise.all(batch)));
      }
      return statuses;
    };
    // Warm-up: the heap grows to its working size on the first few hundred 404 pages.
    await requestAll(Array.from({ length: 200 }, (_, index) => randomPath(index)));
    const before = residentSetBytes(server.process.pid!);
    const paths = Array.from({ length: 1000 }, (_, index) => randomPath(index));
    const statuses = await requestAll(paths);
    expect(statuses.filter((status) => status !== 404)).toEqual([]);

    // Not stored: asked again, an unknown path is rendered again; the known page was not pushed out by the flood.
    const again = await get(defined(paths[0], 'the first path'));
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Render-Cache')).toBe('MISS');
    expect((await get(known)).headers.get('X-Render-Cache')).toBe('HIT');

    const growth = residentSetBytes(server.process.pid!) - before;
    console.log(`resident memory after 1,000 unknown paths: ${(growth / 1024 / 1024).toFixed(1)} MB more than before`);
    // The 404 pages weigh 47 to 106 kB: keeping them would add far more than this.
    expect(growth).toBeLessThan(32 * 1024 * 1024);
    expect(hasEnded(server.process), server.output().slice(-3000)).toBe(false);
  });
});

interface LoadResult {
  finishedAt: number;
  status: number;
  complete: boolean;
}

/** One request on a keep-alive agent: its status and whether the body arrived whole. */
function loadRequest(agent: http.Agent, port: number, path: string, cookie: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const request = http.get({ agent, host: '127.0.0.1', port, path, headers: cookie ? { Cookie: cookie } : {} }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('error', reject);
      response.on('end', () => {
        const declared = Number(response.headers['content-length']);
        resolve({
          finishedAt: performance.now(),
          status: response.statusCode ?? 0,
          complete: response.complete && (!declared || declared === length),
        });
      });
    });
    request.on('error', reject);
  });
}

test.describe('a server stopped under load', () => {
  test('finishes in-flight requests on SIGTERM, refuses new ones and exits 0', async () => {
    // Uncached rendering keeps every request busy for a while, so some are in flight when the signal lands.
    const server = await startServer({ RENDER_CACHE: 'off' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const results: LoadResult[] = [];
    const refusals: string[] = [];
    let signalledAt = Infinity;
    const loops = Array.from({ length: 8 }, async (_, loop) => {
      for (let i = 0; i < 10_000; i++) {
        const path = cycle(PAGES, loop + i);
        const cookie = cycle(VARIANT_COOKIES, loop * 3 + i);
        try {
          results.push(await loadRequest(agent, server.port, path, cookie));
        } catch (error) {
          refusals.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const exited = server.stop('SIGTERM');
      signalledAt = performance.now();
      expect(await exited).toBe(0);
      await Promise.all(loops);
    } finally {
      agent.destroy();
      await server.stop('SIGKILL');
    }
    expect(results.filter((result) => result.status !== 200 || !result.complete)).toEqual([]);
    expect(results.filter((result) => result.finishedAt > signalledAt).length).toBeGreaterThan(0);
    // Every load loop ended on a refused connection, none on a broken answer.
    expect(refusals).toHaveLength(8);
    for (const code of refusals) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code);
    expect(server.output()).toContain('SIGTERM received');
    expect(server.output()).not.toContain('exiting anyway');
  });
});
