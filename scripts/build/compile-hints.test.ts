import { describe, expect, it } from 'vitest';
import { chunksToCompileEagerly, EAGERLY_COMPILED_PACKAGES } from './compile-hints';

const input = (bytesInOutput: number) => ({ bytesInOutput });

describe('chunksToCompileEagerly', () => {
  it('picks, for each package, the chunk holding most of its code, and each chunk once', () => {
    const metafile = {
      outputs: {
        'public/x/build/_shared/chunk-REACTDOM.js': {
          inputs: { 'node_modules/react-dom/cjs/react-dom.production.min.js': input(130_000), 'node_modules/react-dom/index.js': input(100) },
        },
        'public/x/build/_shared/chunk-CLIENT.js': {
          inputs: { 'node_modules/react-dom/client.js': input(97), 'app/.generated/registry.ts': input(127_000) },
        },
        'public/x/build/_shared/chunk-ROUTER.js': {
          inputs: {
            'node_modules/@remix-run/router/dist/router.js': input(60_000),
            'node_modules/react-router/dist/index.js': input(10_000),
            'node_modules/react-router-dom/dist/index.js': input(5_000),
          },
        },
        'public/x/build/_shared/chunk-GRID.js': {
          inputs: { 'node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js': input(6_000), 'node_modules/@mui/x-data-grid/esm/x.js': input(300_000) },
        },
        'public/x/build/_shared/chunk-GRIDLOCALE.js': { inputs: { 'node_modules/@mui/x-data-grid/esm/locales/frFR.js': input(5_000) } },
        'public/x/build/_shared/chunk-GRIDPRO.js': { inputs: { 'node_modules/@mui/x-data-grid-pro/esm/index.js': input(400_000) } },
        'public/x/build/_shared/chunk-CHARTS.js': { inputs: { 'node_modules/@mui/x-charts/esm/index.js': input(200_000) } },
        'public/x/build/_shared/chunk-GRID.css': { inputs: { 'node_modules/@mui/x-data-grid/esm/index.css': input(900_000) } },
      },
    };
    expect(chunksToCompileEagerly(metafile, EAGERLY_COMPILED_PACKAGES)).toEqual([
      'public/x/build/_shared/chunk-GRID.js',
      'public/x/build/_shared/chunk-REACTDOM.js',
      'public/x/build/_shared/chunk-ROUTER.js',
    ]);
  });

  it('picks nothing when none of the packages is in the build', () => {
    expect(chunksToCompileEagerly({ outputs: { 'a.js': { inputs: { 'app/a.ts': input(10) } } } }, EAGERLY_COMPILED_PACKAGES)).toEqual([]);
  });
});
