import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadEnv(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./env.server')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('SITE_URL', () => {
  it('defaults to the local address of the port the server listens on', async () => {
    const env = await loadEnv({ PORT: '4123', SITE_URL: '' });
    expect(env.SITE_URL).toBe('http://localhost:4123');
  });

  it('defaults to port 3000 when PORT is unset too', async () => {
    const env = await loadEnv({ PORT: '', SITE_URL: '' });
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps a configured origin whatever the port', async () => {
    const env = await loadEnv({ PORT: '4123', SITE_URL: 'https://docs.example.com/' });
    expect(env.SITE_URL).toBe('https://docs.example.com');
  });

  it('refuses a URL with a path', async () => {
    await expect(loadEnv({ SITE_URL: 'https://docs.example.com/x/' })).rejects.toThrow(/must be an origin/);
  });
});
