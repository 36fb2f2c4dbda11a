/**
 * The Data Grid's root styles, compiled on the server for a page that has a
 * grid island, so that the browser adopts them instead of compiling them in
 * the grid's first commit.
 *
 * The grid renders nothing on the server (its root waits for
 * useSyncExternalStore to report the client), so none of its styles reached
 * the page, and the browser compiled them all in the one task that commits
 * the grid and renders its rows. Most of that work is the root's stylesheet,
 * about 26 KB of CSS, compiled once for the first render and a second time
 * when the grid finds it scrolls sideways but not down (a phone), since a
 * border radius in it depends on that. Rendering the root element here in
 * both states puts both stylesheets among the page's critical styles.
 *
 * A grid given an `sx` draws its root with a class of its own, the whole
 * stylesheet and the `sx` in one: the server renders that root too when the
 * demo's source spells the `sx` out (DemoSource.gridRootSx). On the Data Grid
 * overview, whose first demo is such a grid, the browser compiled 394 rules
 * (67 kB) when that grid mounted, of which 251 (50 kB) were its root's.
 *
 * The root's styled element is not in the package's public exports: it is
 * imported from the files of the pinned @mui/x-data-grid 8.7.0, which its
 * own components import too, so the bundle holds one copy. The stylesheet
 * reads only the grid's CSS variables and one selector of its state, which a
 * stand-in state answers here.
 */
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridRootSx } from '~/content/manifest';
import { GridRootStyles, type OwnerState } from '../../node_modules/@mui/x-data-grid/esm/components/containers/GridRootStyles.js';
import { GridPrivateApiContext } from '../../node_modules/@mui/x-data-grid/esm/hooks/utils/useGridPrivateApiContext.js';

/** The part of the grid's dimensions its root's stylesheet reads (shouldShowBorderTopRightRadiusSelector in GridRootStyles.js). */
interface RootStylesDimensions {
  hasScrollX: boolean;
  hasScrollY: boolean;
  scrollbarSize: number;
}

/** Before the grid has measured itself (its first render), and once it finds it scrolls sideways only. */
export const GRID_ROOT_STYLE_STATES: readonly RootStylesDimensions[] = [
  { hasScrollX: false, hasScrollY: false, scrollbarSize: 0 },
  { hasScrollX: true, hasScrollY: false, scrollbarSize: 0 },
];

/**
 * The grid's root element in each state, for the server to render inside a
 * demo island's providers: what matters is the styles it leaves in the
 * Emotion cache, and the class names in its markup that select them. A grid
 * given an `sx` has a root of its own, its stylesheet and the `sx` in one
 * class: one more root per `sx` in `sxValues`.
 */
export function GridRootStylesSample({ sxValues = [] }: { sxValues?: readonly GridRootSx[] }): ReactNode {
  return [undefined, ...sxValues].flatMap((sx, sxIndex) =>
    GRID_ROOT_STYLE_STATES.map((dimensions, index) => (
      <GridPrivateApiContext.Provider key={`${sxIndex}:${index}`} value={{ current: { state: { dimensions } } }}>
        <GridRootStyles ownerState={NO_OWNER_STATE} sx={sx as SxProps<Theme> | undefined} />
      </GridPrivateApiContext.Provider>
    )),
  );
}

/**
 * Besides `sx`, the grid's props reach its root's styles only through theme
 * overrides and variants, which the site's theme does not give the grid.
 */
const NO_OWNER_STATE = {} as OwnerState;
