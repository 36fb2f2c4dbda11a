/**
 * Remix classic compiler. Everything the site serves lives under /x/, so the
 * browser build is emitted into public/x/build and addressed as /x/build/.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  serverBuildPath: 'build/index.js',
  assetsBuildDirectory: 'public/x/build',
  publicPath: '/x/build/',
  // The MUI packages publish ESM without file extensions in a few deep imports;
  // bundling them into the server build avoids Node's strict ESM resolution.
  serverDependenciesToBundle: [/^@mui\//],
  watchPaths: ['app/.generated/**'],
  // rasterizehtml, which the Pro charts import on demand to export a chart as an
  // image, requires Node's \`url\` (for url.resolve): the browser build needs a stand-in.
  browserNodeBuiltinsPolyfill: { modules: { url: true } },
};
