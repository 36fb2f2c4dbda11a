/**
 * What a demo's Data Grid renders on the server: nothing, without first
 * computing the grid's state.
 *
 * The library's grid renders nothing on the server either (GridRoot returns
 * null until useSyncExternalStore reports the client), but only after its
 * hooks have built the whole state: the rows' tree, sorting, grouping,
 * aggregation. On the Data Grid overview that was 37 ms of the 43 ms React
 * spent rendering the page, for no markup. The browser never reuses the
 * server's grid either: a grid island is rendered afresh (renders-afresh.ts).
 *
 * The server's copy of each grid demo imports its grid component from here
 * (scripts/content/server-island.ts); every other binding, the grid package's
 * included, is the library's. Set GRID_SERVER_RENDER=library to render the
 * library's grid instead: the test that no page changes compares the two.
 */
import { forwardRef, memo } from 'react';
import type { DataGrid as LibraryDataGrid } from '@mui/x-data-grid';
import type { DataGridPro as LibraryDataGridPro } from '@mui/x-data-grid-pro';
import type { DataGridPremium as LibraryDataGridPremium } from '@mui/x-data-grid-premium';

/** Takes the grid's props and ref, as the library's component does, and renders what it renders on the server. */
const NothingOnTheServer = memo(
  forwardRef<HTMLDivElement, object>(function DataGridOnTheServer() {
    return null;
  }),
);

export const DataGrid = NothingOnTheServer as unknown as typeof LibraryDataGrid;
export const DataGridPro = NothingOnTheServer as unknown as typeof LibraryDataGridPro;
export const DataGridPremium = NothingOnTheServer as unknown as typeof LibraryDataGridPremium;

/** The grid components this module stands in for, by the name each grid package exports. */
export const GRID_COMPONENT_NAMES = ['DataGrid', 'DataGridPro', 'DataGridPremium'] as const;
