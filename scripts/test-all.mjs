/**
 * `npm test`: one production build, then the type check beside the lint and the unit tests, then the end-to-end
 * tests against that build (the end-to-end tests run even when units fail,
 * so one run shows everything), then one summary line from both reports.
 * The build comes first because the type check and the server tests read
 * what it generates.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { missingPrerequisites } from './prerequisites.mjs';

const UNIT_REPORT = 'test-results/unit-report.json';
const E2E_REPORT = 'test-results/e2e-report.json';

fs.mkdirSync('test-results', { recursive: true });
for (const report of [UNIT_REPORT, E2E_REPORT]) fs.rmSync(report, { force: true });

const problems = missingPrerequisites();
if (problems.length > 0) {
  console.error(['npm test cannot run on this machine yet:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  fs.writeFileSync('test-results/summary.txt', '0 passed, 1 failed\n');
  process.exit(1);
}

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Runs a command with its output held back and printed whole once it ends, so that two at once never interleave. */
function runHeldBack(command, args) {
  return new Promise((resolve) => {
    const output = [];
    let settled = false;
    const settle = (status) => {
      if (settled) return;
      settled = true;
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    };
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${command} ${args.join(' ')}: ${error.message}\n`));
      settle(1);
    });
    child.on('close', (status) => settle(status ?? 1));
  });
}

const buildStatus = run('npm', ['run', 'build']);
// The type check (which reads the API index the build generates) and ESLint over the whole
// tree each count as one test. The type check keeps one core busy for about two minutes;
// ESLint (about 40 s), then the unit tests, share the other. Run one after the other, the three
// left the machine a third idle. Vitest's default on two cores is one file at a time (a worker
// fewer than the cores), which left the second core idle once the type check ended. With a
// worker per core the unit tests took 95 s against 114 s in CI (stop 61), the type check beside
// them 133 s against 107 s: the phase ends about 20 s sooner.
// The unit tests write their projects under .cache/, which neither of the others reads.
const [typecheckStatus, [lintStatus, unitStatus]] = await Promise.all([
  buildStatus === 0 ? runHeldBack('npm', ['run', 'typecheck']) : Promise.resolve(1),
  runHeldBack('npm', ['run', 'lint']).then(async (status) => [
    status,
    await runHeldBack('npx', ['vitest', 'run', `--maxWorkers=${os.availableParallelism()}`]),
  ]),
]);
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test'], { E2E_SKIP_BUILD: '1' }) : 1;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = buildStatus === 0 ? 0 : 1; // a broken build is a failure of its own
for (const status of [typecheckStatus, lintStatus]) {
  if (status === 0) passed += 1;
  else failed += 1;
}
let skipped = 0;

const unit = readJson(UNIT_REPORT);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
} else if (unitStatus !== 0) failed += 1; // the runner died before reporting

const e2e = readJson(E2E_REPORT);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  // Errors outside any test (a failed build in global setup) count as a failure.
  if (e2e.errors?.length && e2e.stats.unexpected === 0) failed += e2e.errors.length;
} else if (e2eStatus !== 0) failed += 1;

const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
fs.writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(`\n${line}`);
process.exit(failed > 0 || buildStatus !== 0 || typecheckStatus !== 0 || lintStatus !== 0 || unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
