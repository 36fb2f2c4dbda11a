import { describe, expect, it } from 'vitest';
import { packageOfInput } from './browser-metafile';

describe('packageOfInput', () => {
  it('names the package of an input under the project’s node_modules', () => {
    expect(packageOfInput('node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(packageOfInput('node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js')).toBe('@mui/x-data-grid');
  });

  it('finds node_modules reached through a link to another folder', () => {
    expect(packageOfInput('../../work/main/node_modules/@mui/system/esm/createTheme/createTheme.js')).toBe('@mui/system');
  });

  it('names the innermost package of a nested node_modules', () => {
    expect(packageOfInput('node_modules/@mui/x-charts/node_modules/d3-shape/src/arc.js')).toBe('d3-shape');
  });

  it('gives null for the app’s own files, whatever their names', () => {
    expect(packageOfInput('app/demos/DemoRoot.tsx')).toBeNull();
    expect(packageOfInput('content/react-data-grid/node_modules_demo.tsx')).toBeNull();
    expect(packageOfInput('app/my_node_modules/x.ts')).toBeNull();
  });
});
