/**
 * Where each kind of app build lives. Development and production builds never
 * share a folder: `npm run dev` writes build/dev/ and public/x/build-dev/,
 * `npm run build` writes build/ and public/x/build/, so trying the dev server
 * never leaves a development build where `npm run serve` looks. Plain
 * JavaScript: remix.config.js reads the same table.
 *
 * @typedef {'production' | 'development'} BuildMode
 * @type {Record<BuildMode, { serverBuildPath: string; assetsBuildDirectory: string; publicPath: string }>}
 */
export const BUILD_LOCATIONS = {
  production: { serverBuildPath: 'build/index.js', assetsBuildDirectory: 'public/x/build', publicPath: '/x/build/' },
  development: { serverBuildPath: 'build/dev/index.js', assetsBuildDirectory: 'public/x/build-dev', publicPath: '/x/build-dev/' },
};
