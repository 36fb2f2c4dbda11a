/**
 * What `npm test` needs from the machine besides npm packages: Node 20 or
 * later, Debian's Chromium (the end-to-end tests drive it; a browser is never
 * downloaded) and Debian's nginx (the cache tests run deploy/nginx.conf).
 * Checked before anything is built, so a missing one stops the run at once
 * with the command that installs it.
 */
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MINIMUM_NODE_MAJOR = 20;

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The problems, each with its fix; empty when the machine is ready. */
export function missingPrerequisites({ nodeVersion = process.versions.node, exists = isExecutable } = {}) {
  const problems = [];
  const major = Number(nodeVersion.split('.')[0]);
  if (!(major >= MINIMUM_NODE_MAJOR)) problems.push(`Node ${MINIMUM_NODE_MAJOR} or later is needed (this is ${nodeVersion}).`);
  const packages = [];
  if (!exists(CHROMIUM_PATH)) {
    problems.push(`Chromium is not at ${CHROMIUM_PATH} (set CHROMIUM_PATH if it is elsewhere).`);
    packages.push('chromium');
  }
  if (!exists(NGINX_PATH)) {
    problems.push(`nginx is not at ${NGINX_PATH} (set NGINX_PATH if it is elsewhere).`);
    packages.push('nginx');
  }
  if (packages.length > 0) problems.push(`Install with: sudo apt-get install -y ${packages.join(' ')}`);
  return problems;
}
