import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { inspectorAddressIn, openInspectorSession } from './node-inspector';

/** Holds 64 MB of arrays of doubles (on V8's heap, unlike typed arrays' buffers), says "holding", and lets them go when it reads a line on stdin. */
const GARBAGE_MAKER = `
  let kept = Array.from({ length: 64 }, () => Array.from({ length: 131072 }, (_, index) => index + 0.5));
  process.stdout.write('holding\\n');
  process.stdin.on('data', () => { kept = null; process.stdout.write('dropped\\n'); });
  setInterval(() => {}, 1000);
`;

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill();
  child = undefined;
});

/** Resolves once the process holds its arrays: the inspector listens before the script runs. */
function startInspectedProcess(): Promise<{ process: ChildProcess; address: string }> {
  const started = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', GARBAGE_MAKER], { stdio: ['pipe', 'pipe', 'pipe'] });
  child = started;
  return new Promise((resolve, reject) => {
    let stderr = '';
    started.stderr.on('data', (chunk) => (stderr += chunk));
    started.stdout.once('data', () => {
      const address = inspectorAddressIn(stderr);
      if (address) resolve({ process: started, address });
      else reject(new Error(`no inspector address in: ${stderr}`));
    });
    started.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

describe('inspectorAddressIn', () => {
  it("reads the address from Node's start-up line, and nothing from other output", () => {
    const output =
      'Debugger listening on ws://127.0.0.1:41235/0f3c2a9e-1b7d-4e21-9a55-2c7e0d1b8f44\nFor help, see: https://nodejs.org/en/docs/inspector\n';
    expect(inspectorAddressIn(output)).toBe('ws://127.0.0.1:41235/0f3c2a9e-1b7d-4e21-9a55-2c7e0d1b8f44');
    expect(inspectorAddressIn('server ready in 1494 ms\n')).toBeNull();
  });
});

describe('openInspectorSession', () => {
  it('collects the garbage of another process, whose live heap then shrinks', async () => {
    const { process: inspected, address } = await startInspectedProcess();
    const session = await openInspectorSession(address);
    try {
      await session.collectGarbage();
      const holding = await session.heapUsedBytes();
      expect(holding).toBeGreaterThan(64 * 1024 * 1024);

      const dropped = new Promise((resolve) => inspected.stdout?.once('data', resolve));
      inspected.stdin?.write('drop\n');
      await dropped;
      await session.collectGarbage();
      expect(await session.heapUsedBytes()).toBeLessThan(holding - 60 * 1024 * 1024);
    } finally {
      session.close();
    }
  }, 20_000);

  it('fails a call the process can no longer answer, rather than waiting for good', async () => {
    const { process: inspected, address } = await startInspectedProcess();
    const session = await openInspectorSession(address);
    const exited = new Promise((resolve) => inspected.once('exit', resolve));
    inspected.kill();
    await exited;
    await expect(session.heapUsedBytes()).rejects.toThrow('closed its inspector');
    session.close();
  }, 20_000);
});
