/**
 * Whether a git author name ("Last updated … by <name>") belongs to a person. Docs pages show
 * the author of their last commit, and this repository is committed to by automated and
 * shared identities (`Seed 0032c466 maintainers`) whose names tell a reader nothing; for
 * those the page shows the date alone. Docusaurus reads only the author's name (`%an`), so
 * the name is all there is to judge by.
 *
 * Not a person:
 * - a GitHub App or bot account: `dependabot[bot]`, `renovate-bot`, `Release Robot`;
 * - a name made of a role or a pipeline rather than someone: `GitHub Actions`, `CI`,
 *   `deploy`, `Docs Sync`, `The maintainers`, `Automation`;
 * - a name carrying a machine id: a run of 7 or more hex digits with a digit in it (commit
 *   or seed hashes), as in `Seed 0032c466 maintainers`.
 */
const BOT_SUFFIX = /\[bot\]$|[-_ ]bot$/i;
const ROLE_WORDS =
  /\b(bots?|robots?|automation|automated|auto|actions?|ci|cd|pipelines?|deploy(er|ment)?|release[rs]?|sync|build(er)?s?|maintainers?|team|admins?|noreply|no-reply|github|gitlab|gitee)\b/i;
const MACHINE_ID = /\b(?=[0-9a-f]*[0-9])[0-9a-f]{7,}\b/i;

export function isPersonAuthor(name: string | undefined): name is string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') {
    return false;
  }
  return !BOT_SUFFIX.test(trimmed) && !ROLE_WORDS.test(trimmed) && !MACHINE_ID.test(trimmed);
}
