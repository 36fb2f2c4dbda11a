import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    // Unit tests sit beside the code they test; tests/unit holds the ones that span modules.
    include: [
      'tests/unit/**/*.test.ts',
      'tests/e2e/support/**/*.test.ts',
      'app/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    // Material UI is bundled as the server build bundles it, so that it shares
    // one copy of Emotion (and its cache context) with the code under test.
    // The server build (build/index.js) is loaded as Node loads it: it is already bundled, and transforming 5 MB takes seconds.
    server: { deps: { inline: [/@mui\//], external: [/\/build\/index\.js/] } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit-report.json' },
  },
});
