import { describe, expect, it } from 'vitest';
import { resolveDocLinks, resolvePageLinks } from './doc-links';

const paths = new Map([
  ['GridColDef', '/x/api/data-grid/grid-col-def/'],
  ['PickersDay', '/x/api/date-pickers/pickers-day/'],
]);

describe('links in declaration comments', () => {
  it('turns [[Type]] into a link to its API page, or into code when it has none', () => {
    expect(resolveDocLinks('<p>Set of columns of type [[GridColDef]][].</p>', paths)).toBe(
      '<p>Set of columns of type <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>[].</p>',
    );
    expect(resolveDocLinks('<p>With [[GridCellParams]].</p>', paths)).toBe('<p>With <code>GridCellParams</code>.</p>');
    expect(resolveDocLinks('<p>as [[Map&lt;GridRowId, GridRowModel&gt;]]</p>', paths)).toBe(
      '<p>as <code>Map&lt;GridRowId, GridRowModel&gt;</code></p>',
    );
  });

  it("sends root-relative links written for mui.com to mui.com, and keeps this site's own", () => {
    expect(resolveDocLinks('<a href="/material-ui/api/filled-input/">FilledInput</a>', paths)).toBe(
      '<a href="https://mui.com/material-ui/api/filled-input/">FilledInput</a>',
    );
    expect(resolveDocLinks('<a href="/x/react-data-grid/">grid</a>', paths)).toBe('<a href="/x/react-data-grid/">grid</a>');
  });

  it("points mui.com's copies of this site's API pages here, anchors kept, and leaves the rest", () => {
    expect(resolveDocLinks('<a href="https://mui.com/x/api/date-pickers/pickers-day/#props">day</a>', paths)).toBe(
      '<a href="/x/api/date-pickers/pickers-day/#props">day</a>',
    );
    expect(resolveDocLinks('<a href="https://mui.com/x/api/charts/no-such-page/">x</a>', paths)).toBe(
      '<a href="https://mui.com/x/api/charts/no-such-page/">x</a>',
    );
    expect(resolveDocLinks('<a href="https://mui.com/material-ui/transitions/">t</a>', paths)).toBe(
      '<a href="https://mui.com/material-ui/transitions/">t</a>',
    );
  });

  it("points mui.com's copies of this site's guides here, when this site has the page", () => {
    const guides = new Set(['/x/react-data-grid/layout/']);
    expect(resolveDocLinks('<a href="https://mui.com/x/react-data-grid/layout/#flex-parent-container">l</a>', paths, guides)).toBe(
      '<a href="/x/react-data-grid/layout/#flex-parent-container">l</a>',
    );
    expect(resolveDocLinks('<a href="https://mui.com/x/react-data-grid/not-here/">n</a>', paths, guides)).toBe(
      '<a href="https://mui.com/x/react-data-grid/not-here/">n</a>',
    );
  });

  it('rewrites every …Html field of a page, however deep', () => {
    const page = {
      descriptionHtml: '[[GridColDef]]',
      props: [{ name: 'columns', descriptionHtml: '<a href="/material-ui/x/">m</a>', type: '[[GridColDef]]' }],
    };
    expect(resolvePageLinks(page, paths)).toEqual({
      descriptionHtml: '<a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>',
      props: [{ name: 'columns', descriptionHtml: '<a href="https://mui.com/material-ui/x/">m</a>', type: '[[GridColDef]]' }],
    });
  });
});
