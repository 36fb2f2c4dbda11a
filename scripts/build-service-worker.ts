/** Writes public/x/sw.js for this build: a new version string makes browsers pick up the new worker. */
import fs from 'node:fs';

const version = fs.readFileSync('build/version.txt', 'utf8').trim();
const source = fs.readFileSync('app/service-worker/sw.js', 'utf8');
fs.writeFileSync('public/x/sw.js', source.replace('__BUILD_VERSION__', version.replace(/[^A-Za-z0-9-]/g, '')));
