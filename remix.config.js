import { BUILD_LOCATIONS } from './server/build-locations.mjs';

/**
 * Remix classic compiler. Everything the site serves lives under /x/, so the
 * browser build is emitted under public/x/ and addressed below /x/. `remix dev`
 * always runs with NODE_ENV=development (and `npm run build` runs `remix build`
 * with NODE_ENV=production), so a development build never lands where the
 * production server looks (server/build-locations.mjs).
 * @type {import('@remix-run/dev').AppConfig}
 */
const locations = BUILD_LOCATIONS[process.env.NODE_ENV === 'development' ? 'development' : 'production'];

export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  ...locations,
  // The MUI packages publish ESM without file extensions in a few deep imports;
  // bundling them into the server build avoids Node's strict ESM resolution.
  serverDependenciesToBundle: [/^@mui\//],
  watchPaths: ['app/.generated/**'],
};
