#!/usr/bin/env node
// Builds the local search index (Pagefind) from the built site, so search works with no
// hosted service. Run after `docusaurus build`; writes build/pagefind/.
//
// Why the Node API instead of the `pagefind` CLI: each page's HTML is adjusted in memory
// before indexing (scripts/lib/search-html.mjs) — the indexed region is <main> (not the navbar,
// sidebars or footer), the page's kind (docs, api, blog, page) and docs version become Pagefind
// filters that the search ranks by, and blocks whose end tag the minifier left out are separated.
//
// Usage: node scripts/build-search-index.mjs [buildDir]
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {pageKind, prepareForIndex, routeDepth} from './lib/search-html.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
/** Docs versions with a path of their own (versions.json), left out of a page's depth. */
const DOCS_VERSIONS = JSON.parse(await readFile(new URL('../versions.json', import.meta.url), 'utf8'));

/** Pages that only list or repeat other pages, or are not content at all. */
const SKIPPED_ROUTES = [
  /^(\/zh)?\/search$/,
  /^(\/zh)?\/404$/,
  /^(\/zh)?\/blog$/,
  /^(\/zh)?\/blog\/(page|tags|archive|authors)(\/|$)/,
  /^(\/zh)?\/blog\/tags$/,
];

/** Page furniture that would otherwise match every query. */
const EXCLUDED_SELECTORS = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.pagination-nav',
  '.hash-link',
  'button',
  'svg',
];

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'assets' || entry.name === 'pagefind') continue;
      yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** The page's route, from its canonical link (the build writes one on every page). */
function routeOf(html) {
  const match = html.match(/<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/);
  return match ? new URL(match[1], 'https://site.invalid').pathname : undefined;
}

const started = Date.now();
const {index, errors} = await pagefind.createIndex({
  excludeSelectors: EXCLUDED_SELECTORS,
  // Component names and options are searched as written (rbd-api, ssl_ca_cert). Not the dot:
  // Pagefind ends each heading, cell and paragraph with one, and "helm." would be a word of
  // its own next to "helm", counted twice. A query for values.yaml still finds values.yaml,
  // indexed as "valuesyaml" as well as its parts.
  includeCharacters: '-_',
});
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

let indexed = 0;
const skipped = [];
for await (const file of htmlFiles(buildDir)) {
  const html = await readFile(file, 'utf8');
  const route = routeOf(html);
  if (!route || SKIPPED_ROUTES.some((rule) => rule.test(route))) continue;
  // Redirect stubs (client redirects) and pages that opt out of indexing.
  if (/<meta[^>]*http-equiv="?refresh/i.test(html)) continue;
  if (/<meta[^>]*name="?robots"?[^>]*noindex/.test(html)) continue;
  if (!/<main(\s|>)/.test(html)) {
    skipped.push(route);
    continue;
  }
  const page = {...pageKind(html), depth: routeDepth(route, DOCS_VERSIONS)};
  const result = await index.addHTMLFile({url: route, content: prepareForIndex(html, page)});
  if (result.errors.length) throw new Error(`${route}: ${result.errors.join('; ')}`);
  indexed += 1;
}

const outputPath = path.join(buildDir, 'pagefind');
await rm(outputPath, {recursive: true, force: true});
const written = await index.writeFiles({outputPath});
if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
await pagefind.close();

console.log(
  `search index: ${indexed} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), outputPath)}`,
);
if (skipped.length) {
  console.error(`search index: pages without <main> were not indexed: ${skipped.join(', ')}`);
  process.exit(1);
}
