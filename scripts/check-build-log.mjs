// Fails when the build reported anything the site must not ship with. The config only
// warns on broken anchors, markdown links and duplicate routes (so a writer sees all of
// them in one build); this check holds the site to zero.
import {readFileSync} from 'node:fs';

const log = readFileSync(process.argv[2] ?? 'reports/build.log', 'utf8');
const problems = [
  [/Docusaurus found broken links/i, 'broken links'],
  [/Docusaurus found broken anchors/i, 'broken anchors'],
  [/markdown link couldn't be resolved/i, 'unresolved markdown links'],
  [/Duplicate routes found/i, 'duplicate routes'],
  [/\[ERROR\]/, 'build errors'],
].filter(([pattern]) => pattern.test(log));

if (problems.length > 0) {
  console.error(`Build log check failed: ${problems.map(([, name]) => name).join(', ')} (see reports/build.log)`);
  process.exit(1);
}
console.log('Build log check: 0 broken links, 0 broken anchors, 0 unresolved markdown links, 0 duplicate routes.');
