/**
 * The production server (build/server.js) over the production app build, with the docs route's
 * loader replaced by one that throws an error carrying a secret. It listens on a free loopback port
 * and prints `listening <port>` once it does.
 *
 * A process of its own, in plain Node, because the app build is a 16 MB module: imported into a
 * Playwright worker it goes through the runner's Babel transform first, which took a cold worker
 * over 60 s on a loaded two-core machine (it is 2.5 s in plain Node).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, secret] = process.argv.slice(2);
const importFromRoot = (file) => import(pathToFileURL(path.join(root, file)).href);

const { createServer } = await importFromRoot('build/server.js');
const build = await importFromRoot('build/index.js');
const docsRoute = build.routes['routes/_docs.x.$'];
if (!docsRoute) throw new Error('no docs splat route in the build');

const failing = {
  ...build,
  routes: {
    ...build.routes,
    'routes/_docs.x.$': {
      ...docsRoute,
      module: {
        ...docsRoute.module,
        loader: () => {
          throw new Error(`connection string ${secret}`);
        },
      },
    },
  },
};
const app = await createServer({ build: failing });
const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
