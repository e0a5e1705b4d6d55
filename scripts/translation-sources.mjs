#!/usr/bin/env node
// Records, in a translated page's front matter, the English file it translates and the hash of
// that file's content (`translation_source`), and checks the records (src/lib/translationSources.ts).
//
//   npm run translations:record -- i18n/zh/docusaurus-plugin-content-docs/current/x.md [...]
//       after checking a translation against its English page: records the English page as it is now
//   npm run translations:record -- --all
//       records every translated page (only when all of them were just reviewed)
//   node scripts/translation-sources.mjs --check
//       per-section counts and the pages that are behind; fails only when a page has no record
//       or records an English file that does not exist (a page that is behind is information)
//
// Options: --locale <code> (default zh), --site <folder> (default: this repository; the
// fixture site of the e2e test is checked with --site tests/fixtures/translation-site).
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
/** @type {typeof import('../src/lib/translationSources')} */
const lib = jiti('../src/lib/translationSources.ts');
/** @type {typeof import('../plugins/translation-status/collect')} */
const collect = jiti('../plugins/translation-status/collect.ts');

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  if (!value) throw new Error(`${name} needs a value`);
  return value;
}
function flag(name) {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(option('--site', repository));
const locale = option('--locale', 'zh');
const check = flag('--check');
const all = flag('--all');

function relativeToSite(file) {
  // npm runs scripts from the repository's root; a path is relative to where the command was typed.
  return path.relative(siteDir, path.resolve(process.env.INIT_CWD ?? process.cwd(), file)).split(path.sep).join('/');
}

if (check) {
  const {pages, counts} = collect.siteStatus(siteDir, locale);
  console.log(lib.formatCounts(counts));
  const behind = pages.filter((page) => page.state === 'behind');
  if (behind.length > 0) {
    console.log(`\nBehind their English source (${behind.length}): check each, then record it again`);
    for (const page of behind) console.log(`  ${page.translationPath}  (${page.sourcePath})`);
  }
  const problems = lib.recordProblems(pages);
  if (problems.length > 0) {
    console.error(`\nWithout a valid record (${problems.length}): run npm run translations:record -- <file>`);
    for (const page of problems) {
      const why = page.state === 'unrecorded' ? 'no translation_source' : `records ${page.sourcePath}, which does not exist`;
      console.error(`  ${page.translationPath}: ${why}`);
    }
    process.exit(1);
  }
} else {
  const files = all
    ? collect.translationFiles(siteDir, locale).map((file) => file.translationPath)
    : args.map(relativeToSite);
  if (files.length === 0) {
    console.error('Name the translated pages to record (or --all); --check lists the state of every page.');
    process.exit(2);
  }
  const hashOf = collect.sourceHasher(siteDir);
  let failed = false;
  let recorded = 0;
  for (const translationPath of files) {
    const file = lib.translationFileAt(translationPath);
    if (!file || !existsSync(path.join(siteDir, translationPath))) {
      console.error(`${translationPath}: not a translated page under i18n/${locale}/`);
      failed = true;
      continue;
    }
    const hash = hashOf(file.sourcePath);
    if (hash === null) {
      console.error(`${translationPath}: its English source ${file.sourcePath} does not exist`);
      failed = true;
      continue;
    }
    const absolute = path.join(siteDir, translationPath);
    const text = readFileSync(absolute, 'utf8');
    const updated = lib.withRecord(text, {path: file.sourcePath, sha256: hash});
    if (updated !== text) writeFileSync(absolute, updated);
    recorded += 1;
  }
  console.log(`Recorded the English source of ${recorded} page(s).`);
  if (failed) process.exit(1);
}
