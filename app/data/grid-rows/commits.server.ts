/**
 * The server-side Data Grid demos' main data set: 15,886 real commits of mui/mui-x, mui/base-ui
 * and mui/toolpad, big enough that paging, lazy loading and grouping on the server matter.
 */
import { MUI_COMMITS_TO_2025_07_04 } from './commits-data.server';
import type { RowSchema } from './schema.server';

export interface Commit {
  /** The abbreviated hash: unique across the three repositories. */
  id: string;
  repository: string;
  /** Author date, `YYYY-MM-DD`. */
  date: string;
  /** `YYYY-MM` of `date`, a field of its own so rows can be grouped by month. */
  month: string;
  author: string;
  /** The subject's leading `[tag]` in lower case (mui/mui-x and mui/base-ui use them), or ''. */
  scope: string;
  /** The folder the commit touched most: a package name for `packages/*`, else the top folder or file. */
  area: string;
  filesChanged: number | null;
  pullRequest: number | null;
  subject: string;
}

const REPOSITORIES = ['mui/mui-x', 'mui/base-ui', 'mui/toolpad'];

export const COMMIT_SCHEMA: RowSchema = {
  fields: {
    id: 'string',
    repository: 'string',
    date: 'date',
    month: 'string',
    author: 'string',
    scope: 'string',
    area: 'string',
    filesChanged: 'number',
    pullRequest: 'number',
    subject: 'string',
  },
  quickFilterFields: ['id', 'repository', 'author', 'scope', 'area', 'subject'],
};

function parse(tsv: string): Commit[] {
  return tsv.split('\n').map((line) => {
    const [repository, id, date, author, scope, area, files, pullRequest, subject] = line.split('\t') as string[] & { length: 9 };
    return {
      id: id!,
      repository: REPOSITORIES[Number(repository)]!,
      date: date!,
      month: date!.slice(0, 7),
      author: author!,
      scope: scope!,
      area: area!,
      filesChanged: files ? Number(files) : null,
      pullRequest: pullRequest ? Number(pullRequest) : null,
      subject: subject!,
    };
  });
}

let commits: readonly Commit[] | undefined;

/** Parsed on first use (about 20 ms), so a server that never serves these demos never pays for it. */
export function allCommits(): readonly Commit[] {
  commits ??= parse(MUI_COMMITS_TO_2025_07_04);
  return commits;
}
