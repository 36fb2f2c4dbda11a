import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request exactly as written: no client normalises the path, so
 * `..`, backslashes and doubled slashes reach the server as attackers send them.
 */
export function rawRequest(port: number, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [
      `GET ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    let data = Buffer.alloc(0);
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => (data = Buffer.concat([data, chunk])));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error('timeout')));
    socket.on('end', () => {
      const text = data.toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const responseHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const index = line.indexOf(':');
        responseHeaders[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: responseHeaders, body: rest.join('\r\n\r\n') });
    });
  });
}
