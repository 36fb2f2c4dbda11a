/**
 * A session with another Node process's inspector, for the two things the
 * load test asks of the server it measures: collect all garbage now, and say
 * how much of the heap is live. The process must have been started with
 * `--inspect=127.0.0.1:0`, which prints the address it listens on.
 */
import WebSocket from 'ws';

/** The line Node prints on stderr when its inspector starts listening. */
const LISTENING_LINE = /Debugger listening on (ws:\/\/\S+)/;

export function inspectorAddressIn(output: string): string | null {
  return LISTENING_LINE.exec(output)?.[1] ?? null;
}

export interface InspectorSession {
  /** A full, synchronous collection (HeapProfiler.collectGarbage). */
  collectGarbage(): Promise<void>;
  /** Bytes of the JavaScript heap in use (Runtime.getHeapUsage). */
  heapUsedBytes(): Promise<number>;
  close(): void;
}

export async function openInspectorSession(address: string): Promise<InspectorSession> {
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  // A process that ends mid-call never answers: the call fails then rather than wait for good.
  const call = <Result>(method: string): Promise<Result> =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const settle = () => {
        socket.off('message', onMessage);
        socket.off('close', onClose);
      };
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: Result; error?: { message: string } };
        if (message.id !== id) return;
        settle();
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result as Result);
      };
      const onClose = () => {
        settle();
        reject(new Error(`${method}: the inspected process closed its inspector before answering`));
      };
      if (socket.readyState !== WebSocket.OPEN) return onClose();
      socket.on('message', onMessage);
      socket.once('close', onClose);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    collectGarbage: () => call('HeapProfiler.collectGarbage').then(() => undefined),
    heapUsedBytes: () => call<{ usedSize: number }>('Runtime.getHeapUsage').then((usage) => usage.usedSize),
    close: () => socket.close(),
  };
}
