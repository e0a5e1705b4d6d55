#!/usr/bin/env node
// Builds the local search index (Pagefind) from the built site, so search works with no
// hosted service. Run after `docusaurus build`; writes build/pagefind/.
//
// Why the Node API instead of the `pagefind` CLI: each page's HTML is adjusted in memory
// before indexing — the indexed region is <main> (not the navbar, sidebars or footer), and
// the page's docusaurus_tag meta becomes a Pagefind filter so the search UI can do what
// DocSearch's contextual search does (current docs version + non-docs pages).
//
// Usage: node scripts/build-search-index.mjs [buildDir]
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Pages that only list or repeat other pages, or are not content at all. */
const SKIPPED_ROUTES = [
  /^(\/zh)?\/search$/,
  /^(\/zh)?\/404$/,
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

function metaContent(html, name) {
  const match = html.match(new RegExp(`<meta[^>]*name="?${name}"?[^>]*content=("[^"]*"|[^\\s>]+)`));
  return match ? match[1].replace(/^"|"$/g, '') : undefined;
}

/** The page's route, from its canonical link (the build writes one on every page). */
function routeOf(html) {
  const match = html.match(/<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/);
  return match ? new URL(match[1], 'https://site.invalid').pathname : undefined;
}

/**
 * Marks <main> as the indexed region, attaches the docs tag as a filter, and gives the page
 * title the highest weight Pagefind allows: readers type titles ("reset admin password"),
 * and without the boost a long page that repeats the words outranks the page named by them.
 */
function prepare(html, tag) {
  return html
    .replace(/<main(\s|>)/, `<main data-pagefind-body data-pagefind-filter="docusaurus_tag:${tag}"$1`)
    .replace(/<h1(\s|>)/, '<h1 data-pagefind-weight="10"$1');
}

const started = Date.now();
const {index, errors} = await pagefind.createIndex({
  excludeSelectors: EXCLUDED_SELECTORS,
  // Commands and identifiers are searched as written (rbd-api, grctl, values.yaml).
  includeCharacters: '-_.',
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
  const tag = metaContent(html, 'docusaurus_tag') ?? 'default';
  if (!/<main(\s|>)/.test(html)) {
    skipped.push(route);
    continue;
  }
  const result = await index.addHTMLFile({url: route, content: prepare(html, tag)});
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
