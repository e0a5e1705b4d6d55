// Rewrites tests/fixtures/pending-routes.json from a finished build: every URL of the
// previous site's inventory (and every redirect target) that has no page in build/ yet.
// Run after `npm run build` when content lands: `node scripts/update-pending-routes.mjs`.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';

const inventory = JSON.parse(readFileSync('tests/fixtures/routes.json', 'utf8'));
const redirectTargets = [...readFileSync('src/data/redirects.ts', 'utf8').matchAll(/(?:to|newRoot): '([^']+)'/g)].map(
  (match) => match[1],
);
const redirectSources = new Set(inventory.redirects.map(({from}) => from));

const built = (route) =>
  route === '/' ? existsSync('build/index.html') : existsSync(`build${route}.html`) || existsSync(`build${route}/index.html`);

const wanted = [
  ...inventory.pages,
  ...inventory.docs_current,
  ...inventory.docs_5_17,
  ...inventory.blog_posts,
  ...inventory.other,
  ...inventory.redirects.map(({to}) => to),
  ...redirectTargets,
];
const routes = [...new Set(wanted)].filter((route) => !redirectSources.has(route) && !built(route)).sort();
writeFileSync(
  'tests/fixtures/pending-routes.json',
  `${JSON.stringify({note: 'Routes of the previous site whose content is not written yet. Content issues empty this list.', routes}, null, 1)}\n`,
);
console.log(`pending routes: ${routes.length}`);
