import { describe, expect, it, vi } from 'vitest';
import { BUILD_LOCATIONS } from './build-locations.mjs';
import { assertBuildMatches } from './index';

describe('development and production builds', () => {
  it('never share a folder or a public path', () => {
    const { production, development } = BUILD_LOCATIONS;
    expect(development.serverBuildPath).not.toBe(production.serverBuildPath);
    expect(development.assetsBuildDirectory.startsWith(`${production.assetsBuildDirectory}/`)).toBe(false);
    expect(development.assetsBuildDirectory).not.toBe(production.assetsBuildDirectory);
    expect(development.publicPath).not.toBe(production.publicPath);
  });

  it('are where remix.config.js writes them in each mode', async () => {
    const previous = process.env.NODE_ENV;
    try {
      for (const mode of ['development', 'production'] as const) {
        process.env.NODE_ENV = mode;
        vi.resetModules();
        const { default: config } = (await import('../remix.config.js')) as unknown as { default: Record<string, string> };
        expect(config.serverBuildPath).toBe(BUILD_LOCATIONS[mode].serverBuildPath);
        expect(config.assetsBuildDirectory).toBe(BUILD_LOCATIONS[mode].assetsBuildDirectory);
        expect(config.publicPath).toBe(BUILD_LOCATIONS[mode].publicPath);
      }
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('the production server refuses a development build, saying what to run', () => {
    expect(() => assertBuildMatches({ mode: 'development' }, 'production')).toThrow(
      'is a development build, and this server runs in production: run `npm run build` first.',
    );
    expect(() => assertBuildMatches({ mode: 'production' }, 'production')).not.toThrow();
  });
});
