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
  serverDependenciesToBundle: [
    /^@mui\//,
    // Moment keeps one global locale, and importing a locale file sets it. Left
    // external, every demo's `import 'moment/locale/…'` ran at server start-up,
    // so a page rendered in whichever locale was imported last (Arabic digits
    // on the timezone page) while the browser, which loads only that page's
    // demos, used English. Bundled, a locale file runs when its demo loads, in
    // both places.
    /^moment(?:-timezone|-hijri|-jalaali)?(?:\/|$)/,
    // moment-jalaali's own dependency, which a bundled CommonJS module must find in the bundle.
    /^jalaali-js$/,
    // Sucrase's tokenizer, which the demo editor's loop guard imports by path: its ES modules import each other without extensions.
    /^sucrase\/dist\/esm\//,
  ],
  watchPaths: ['app/.generated/**'],
  // rasterizehtml, which the Pro charts import on demand to export a chart as an
  // image, requires Node's \`url\` (for url.resolve): the browser build needs a stand-in.
  browserNodeBuiltinsPolyfill: { modules: { url: true } },
};
