import { execSync } from 'node:child_process';
import { ROOT, startServer } from './support/server';

/**
 * Builds the site once (skip with E2E_SKIP_BUILD=1 when the build is fresh)
 * and starts the production server for every spec.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  // A repository to link to, so the source links are there to test; shell.spec checks a server without one.
  const server = await startServer({ SOURCE_REPOSITORY_URL: 'https://git.example.com/mui-x-docs' });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
  };
}
