/**
 * The practical ceiling for serving a page on this machine: nginx sending
 * the same HTML as a static file (sendfile, keep-alive, no logging), on
 * loopback, with the server's own page as fetched by a reader with default
 * cookies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { standaloneConfig, startNginx } from '../../tests/e2e/support/nginx';
import { freePort } from '../../tests/e2e/support/server';

export interface StaticCeiling {
  url: string;
  stop: () => Promise<void>;
}

export async function startStaticCeiling(pages: { pathname: string; html: Buffer }[], workers: number | 'auto'): Promise<StaticCeiling> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-static-ceiling-'));
  for (const { pathname, html } of pages) {
    const file = path.join(directory, 'html', pathname, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  const port = await freePort();
  const serverBlock = `    server {
        listen 127.0.0.1:${port};
        root ${path.join(directory, 'html')};
        index index.html;
        types { }
        default_type "text/html; charset=utf-8";
    }`;
  const nginx = await startNginx(standaloneConfig(directory, { workers, serverBlock }), directory, port);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
