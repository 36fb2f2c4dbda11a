/**
 * `npm run bench -- --build`: the build from clean (no cache, no generated
 * files), then the incremental build after editing one page, the way a writer
 * works: the content stages alone (what `npm run dev` runs on save) and the
 * whole `npm run build`. The edited page is restored afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuildTimes {
  fromCleanSeconds: number;
  fromCleanStages: { stage: string; milliseconds: number; note?: string }[];
  incrementalContentSeconds: number;
  incrementalFullSeconds: number;
  editedPage: string;
}

const EDITED_PAGE = 'content/react-data-grid/sorting/index.mdx';

function timedBuild(root: string, args: string[]) {
  const timings = path.join(os.tmpdir(), `build-timings-${process.pid}.json`);
  execFileSync('npx', ['tsx', 'scripts/build/index.ts', ...args, `--timings=${timings}`], { cwd: root, stdio: 'inherit' });
  const result = JSON.parse(fs.readFileSync(timings, 'utf8')) as { total: number; stages: BuildTimes['fromCleanStages'] };
  fs.rmSync(timings, { force: true });
  return result;
}

export function measureBuildTimes(root: string): BuildTimes {
  for (const generated of ['.cache/build', 'app/.generated', 'build', 'public/x/build'])
    fs.rmSync(path.join(root, generated), { recursive: true, force: true });
  const clean = timedBuild(root, []);

  const page = path.join(root, EDITED_PAGE);
  const original = fs.readFileSync(page, 'utf8');
  try {
    fs.writeFileSync(page, `${original.trimEnd()}\n\nEdited by the build benchmark.\n`);
    const content = timedBuild(root, ['--content-only']);
    fs.writeFileSync(page, `${original.trimEnd()}\n\nEdited again by the build benchmark.\n`);
    const full = timedBuild(root, []);
    return {
      fromCleanSeconds: Number((clean.total / 1000).toFixed(1)),
      fromCleanStages: clean.stages,
      incrementalContentSeconds: Number((content.total / 1000).toFixed(1)),
      incrementalFullSeconds: Number((full.total / 1000).toFixed(1)),
      editedPage: EDITED_PAGE,
    };
  } finally {
    fs.writeFileSync(page, original);
    // Leaves the build matching the sources again.
    timedBuild(root, []);
  }
}
