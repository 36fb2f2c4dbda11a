import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A process killed by a signal (V8 aborts when out of memory) has no exit code, only the signal, and emits no second 'exit'. */
export const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts build/server.js on a free port and waits for /healthz. `env` may depend on that port; `root` is the project to run (this one by default). */
export async function startServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  { root = ROOT }: { root?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const extraEnv = typeof env === 'function' ? env(port) : env;
  let output = '';
  const child = spawn(process.execPath, ['build/server.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (hasEnded(child)) throw new Error(`server exited early (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz within 30 s:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (hasEnded(child)) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
