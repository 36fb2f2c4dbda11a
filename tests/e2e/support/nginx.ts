/**
 * Runs Debian's nginx as the current user on loopback: for the cache test
 * (deploy/nginx.conf itself, adapted by loopbackConfig) and for the
 * benchmark's static-file ceiling. Never skipped: a machine without nginx
 * fails, and .ci/run installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server';
import { NGINX_PATH } from '../../../scripts/prerequisites.mjs';

export const NGINX_BINARY = NGINX_PATH;
export const PRODUCTION_CONFIG = path.join(ROOT, 'deploy', 'nginx.conf');

/**
 * Directives every loopback nginx needs inside `http {}`: Debian's binary
 * keeps its temporary files under /var/lib/nginx, which only root may write.
 */
function temporaryPaths(directory: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(directory, 'temp', kind)};`)
    .join('\n    ');
}

/** As root, workers run as this user (not nobody, who cannot read a private temporary folder); as anyone else, nginx ignores it (with a warning). */
function workerUser(): string {
  return `user ${os.userInfo().username};`;
}

/** Replaces what `pattern` matches, which must be exactly `count` places: a changed source fails loudly. */
function replaceExactly(source: string, pattern: RegExp, count: number, replacement: (match: string, index: number) => string): string {
  const everywhere = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const found = [...source.matchAll(everywhere)].length;
  if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} match(es) of ${pattern}, found ${found}`);
  let index = 0;
  return source.replace(everywhere, (match) => replacement(match, index++));
}

/**
 * deploy/nginx.conf for a test run: listening on a loopback port, proxying to
 * the given servers, with its pid, logs, cache and temporary files in
 * `directory`, workers running as the current user. Everything else is the
 * production file as written.
 */
export function loopbackConfig(
  source: string,
  { port, upstreamPorts, directory }: { port: number; upstreamPorts: number[]; directory: string },
): string {
  let config = source;
  config = replaceExactly(config, /^user [^;]+;$/m, 1, workerUser);
  config = replaceExactly(config, /^pid [^;]+;$/m, 1, () => `pid ${path.join(directory, 'nginx.pid')};`);
  config = replaceExactly(config, /^(\s*)access_log \/var\/log\/nginx\/access\.log/m, 1, (match) =>
    match.replace('/var/log/nginx/access.log', path.join(directory, 'access.log')),
  );
  config = replaceExactly(config, /^(\s*)error_log \/var\/log\/nginx\/error\.log/m, 1, (match) =>
    match.replace('/var/log/nginx/error.log', path.join(directory, 'error.log')),
  );
  config = replaceExactly(
    config,
    /proxy_cache_path \/var\/cache\/nginx\/mui-x-docs /,
    1,
    () => `proxy_cache_path ${path.join(directory, 'cache')} `,
  );
  config = replaceExactly(config, /^(\s*)server 127\.0\.0\.1:\d+/gm, upstreamPorts.length, (match, index) =>
    match.replace(/:\d+$/, `:${upstreamPorts[index]}`),
  );
  config = replaceExactly(config, /^(\s*)listen 80;$/m, 1, (match) => match.replace('listen 80;', `listen 127.0.0.1:${port};`));
  config = replaceExactly(config, /^http \{$/m, 1, () => `http {\n    ${temporaryPaths(directory)}`);
  return config;
}

/** A minimal config of our own around a `server {}` block (the benchmark's static ceiling). */
export function standaloneConfig(directory: string, { workers, serverBlock }: { workers: number | 'auto'; serverBlock: string }): string {
  return `${workerUser()}
worker_processes ${workers};
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'error.log')} warn;
events { worker_connections 4096; }
http {
    ${temporaryPaths(directory)}
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
${serverBlock}
}
`;
}

export interface RunningNginx {
  directory: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/** Writes `config` into `directory`, checks it with `nginx -t`, starts nginx in the foreground and waits for `port`. */
export async function startNginx(config: string, directory: string, port: number): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX_BINARY)) throw new Error(`nginx not found at ${NGINX_BINARY}: install Debian's nginx package (.ci/run does)`);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(directory, 'temp', kind), { recursive: true });
  const configFile = path.join(directory, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const args = ['-p', directory, '-c', configFile, '-e', 'stderr'];
  let output = '';
  const check = spawn(NGINX_BINARY, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  check.stderr?.on('data', (chunk) => (output += chunk));
  const checkStatus = await new Promise<number | null>((resolve) => check.once('exit', resolve));
  if (checkStatus !== 0) throw new Error(`nginx -t failed:\n${output}`);

  const child = spawn(NGINX_BINARY, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.stdout?.on('data', (chunk) => (output += chunk));
  await waitForPort(port, child, () => output);
  const errorLogFile = path.join(directory, 'error.log');
  return {
    directory,
    errorLog: () => output + (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : ''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM'); // fast shutdown: the tests have nothing in flight
      }),
  };
}

export interface RunningEdgeCache extends RunningNginx {
  port: number;
  /** Its base URL, `http://127.0.0.1:<port>`. */
  url: string;
}

/**
 * deploy/nginx.conf as written (adapted by loopbackConfig) on a free loopback
 * port, in front of the servers on `upstreamPorts`, with its cache in a
 * temporary folder that stopping removes.
 */
export async function startEdgeCache(upstreamPorts: number[]): Promise<RunningEdgeCache> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-nginx-'));
  const config = loopbackConfig(fs.readFileSync(PRODUCTION_CONFIG, 'utf8'), { port, upstreamPorts, directory });
  const nginx = await startNginx(config, directory, port).catch((error: unknown) => {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    ...nginx,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
