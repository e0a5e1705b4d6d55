'use strict';

/**
 * Rewrites of the route data Docusaurus generates (`.docusaurus/registry.js`,
 * `routesChunkNames.json`, `routes.js`) for the browser build. Every page's first load
 * carries all three, for every route of the site, so each byte per route is paid ~700 times
 * on every first visit. The rewrites keep the meaning and shorten what the browser never
 * needs in full:
 *
 * - chunk names (8 hex digits, the keys that tie the three files and webpack's chunk map
 *   together) become base-36 indexes of ≤ 3 characters;
 * - route hashes (8 hex digits, only there to tell apart routes with the same path) become
 *   an index among the routes sharing that path, usually "0";
 * - registry module paths, read only by react-loadable's server-side capture, become 0.
 *
 * The server build keeps the originals; server and browser only share module paths, which
 * the server build still has. Each mapping is derived from the generated files themselves,
 * sorted, so the three rewrites agree and the output is deterministic. Any unexpected shape
 * throws, failing the build, instead of shipping a half-rewritten table.
 */

const ENTRY =
  /"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"\\]+)" \*\/ ("(?:[^"\\]|\\.)*")\), "(?:[^"\\]|\\.)*", (require\.resolveWeak\("(?:[^"\\]|\\.)*"\))\]/g;
const CREATOR = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^'\\]+)'\)/g;

function fail(message) {
  throw new Error(`lean-client-bundle: ${message} (see plugins/README.md)`);
}

/** Original chunk name → short name, from the registry's keys. */
function chunkNameMap(registrySource) {
  const names = [...registrySource.matchAll(ENTRY)].map((match) => match[1]).sort();
  if (names.length === 0) fail('no entries found in registry.js');
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

function splitRouteKey(key) {
  const dash = key.lastIndexOf('-');
  if (dash < 0) fail(`route key without a hash: ${key}`);
  return [key.slice(0, dash), key.slice(dash + 1)];
}

/** `${path}-${hash}` → short hash: the index of the hash among the route keys of that path. */
function routeHashMap(routesChunkNames) {
  const byPath = new Map();
  for (const key of Object.keys(routesChunkNames).sort()) {
    const [path] = splitRouteKey(key);
    const keys = byPath.get(path) ?? [];
    keys.push(key);
    byPath.set(path, keys);
  }
  const map = new Map();
  for (const keys of byPath.values()) keys.forEach((key, index) => map.set(key, index.toString(36)));
  return map;
}

/**
 * @param {string} source registry.js
 * @param {Map<string, string>} [chunkOf] original chunk name → the original name of the chunk
 *   its module goes into, for modules grouped with others (see listPageGroups)
 */
function rewriteRegistry(source, chunkOf = new Map()) {
  const names = chunkNameMap(source);
  let count = 0;
  const output = source.replace(ENTRY, (_match, key, chunkName, request, resolveWeak) => {
    if (key !== chunkName) fail(`registry key ${key} differs from its chunk name ${chunkName}`);
    count += 1;
    const short = names.get(key);
    const chunk = names.get(chunkOf.get(key) ?? key);
    if (chunk === undefined) fail(`group chunk ${chunkOf.get(key)} of ${key} is not in the registry`);
    return `"${short}": [() => import(/* webpackChunkName: "${chunk}" */ ${request}), 0, ${resolveWeak}]`;
  });
  const expected = (source.match(/webpackChunkName/g) ?? []).length;
  if (count !== expected) fail(`rewrote ${count} of ${expected} registry entries`);
  return output;
}

function rewriteRoutesChunkNames(source, registrySource) {
  const names = chunkNameMap(registrySource);
  const routes = JSON.parse(source);
  const hashes = routeHashMap(routes);
  const shorten = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) fail(`chunk name ${value} is not in the registry`);
      return short;
    }
    if (Array.isArray(value)) return value.map(shorten);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner)]));
    }
    fail(`unexpected value in routesChunkNames.json: ${JSON.stringify(value)}`);
  };
  const output = {};
  for (const [key, chunks] of Object.entries(routes)) {
    const [path] = splitRouteKey(key);
    output[`${path}-${hashes.get(key)}`] = shorten(chunks);
  }
  return JSON.stringify(output);
}

function rewriteRoutes(source, routesChunkNamesSource) {
  const hashes = routeHashMap(JSON.parse(routesChunkNamesSource));
  let count = 0;
  const output = source.replace(CREATOR, (_match, path, hash) => {
    const short = hashes.get(`${path}-${hash}`);
    if (short === undefined) fail(`route ${path} (${hash}) is not in routesChunkNames.json`);
    count += 1;
    return `ComponentCreator('${path}', '${short}')`;
  });
  if (count !== hashes.size) fail(`rewrote ${count} routes, routesChunkNames.json has ${hashes.size}`);
  return output;
}

const LIST_PAGE = '@theme/BlogListPage';

/**
 * The blog list pages' excerpts, one chunk per page: original chunk name of each excerpt →
 * the name of the page's first excerpt (sorted), which names the page's chunk. Docusaurus
 * gives each excerpt a chunk of its own, and a list page of 18 posts then starts 18 script
 * loads before it can hydrate (~3 ms of main thread per script element inserted, under
 * Lighthouse's 4× CPU slowdown, on top of 18 requests). An excerpt sits on one list page, so each is in one group;
 * tag and author pages load the groups their posts are in.
 */
function listPageGroups(registrySource, routesChunkNames) {
  const requests = new Map([...registrySource.matchAll(ENTRY)].map((match) => [match[1], JSON.parse(match[3])]));
  const chunkOf = new Map();
  for (const key of Object.keys(routesChunkNames).sort()) {
    const chunks = routesChunkNames[key];
    if (requests.get(chunks.__comp) !== LIST_PAGE || !Array.isArray(chunks.items)) continue;
    const excerpts = chunks.items.map((item) => item.content).filter((name) => typeof name === 'string' && !chunkOf.has(name)).sort();
    for (const name of excerpts) chunkOf.set(name, excerpts[0]);
  }
  return chunkOf;
}

/** The short chunk names the rewritten registry asks webpack for, in order. */
function registryChunkNames(registrySource) {
  return [...chunkNameMap(registrySource).values()];
}

/**
 * Registry entries that the same pages always load together, one chunk: original name → the first
 * (sorted) name of the entries loaded by exactly the same pages. A page is a leaf route and
 * loads the chunks of its route and of every route above it. Docusaurus gives each entry a
 * chunk of its own: every docs page waited for its plugin context, `DocsRoot`,
 * `DocVersionRoot`, `DocRoot` and `DocItem` as five small scripts (195 B to 4.5 KB gzip).
 * Entries with the same pages cost no page anything when merged; entries already in a list
 * page group stay there. Today this merges the docs frame and four pairs (a list page's
 * component and its data); the blog's shared modules each reach a slightly different set of
 * pages (the archive has no sidebar, author pages read the blog metadata), so they stay apart.
 * (A parent route can render without a leaf: an unknown path under `/docs` shows the docs
 * not-found page, and now loads `DocItem` with the frame.)
 * @param {string} routesSource routes.js as Docusaurus generated it
 */
function samePageGroups(registrySource, routesChunkNames, routesSource, taken = new Map()) {
  const known = new Set([...registrySource.matchAll(ENTRY)].map((match) => match[1]));
  const pagesOf = new Map();
  let page = 0;
  const visit = (routes, above) => {
    for (const route of routes) {
      const chunks = route.component instanceof Creator ? chunkNamesOf(routesChunkNames[routeKey(route)]) : [];
      const chain = [...above, ...chunks];
      if (Array.isArray(route.routes)) {
        visit(route.routes, chain);
        continue;
      }
      for (const name of new Set(chain)) {
        if (!known.has(name)) fail(`chunk name ${name} is not in the registry`);
        if (taken.has(name)) continue;
        pagesOf.set(name, `${pagesOf.get(name) ?? ''}${page},`);
      }
      page += 1;
    }
  };
  visit(routeTree(routesSource), []);
  const byPages = new Map();
  for (const [name, pages] of pagesOf) byPages.set(pages, [...(byPages.get(pages) ?? []), name]);
  const groups = new Map();
  for (const names of byPages.values()) {
    if (names.length < 2) continue;
    names.sort();
    for (const name of names) groups.set(name, names[0]);
  }
  return groups;
}

/** Every grouping of registry entries into shared chunks (each entry is in at most one). */
function chunkGroups(registrySource, routesChunkNames, routesSource) {
  const groups = listPageGroups(registrySource, routesChunkNames);
  for (const [name, leader] of samePageGroups(registrySource, routesChunkNames, routesSource, groups)) groups.set(name, leader);
  return groups;
}

module.exports = {rewriteRegistry, rewriteRoutesChunkNames, rewriteRoutes, registryChunkNames, listPageGroups, samePageGroups, chunkGroups};

// ---- Lazy route sections -------------------------------------------------------------------
//
// Most routes are docs pages, children of a docs version's root route (DocRoot). Their route
// table, chunk names and registry entries are needed only on a page of that version. A route
// whose children are all leaves, and at least MIN_SECTION of them, becomes a lazy section:
// main.js keeps the route itself with `lazyRoutes` (an import of the section module) instead
// of `routes`; the section module adds its registry entries and chunk names to the shared
// tables and exports the children. client/lazy-routes.js loads a section before the first
// preload of a path inside it, so hydration and navigation see the full tree.

const MIN_SECTION = 50;
const SECTION_QUERY = '?lean-section=';

class Creator {
  constructor(path, hash) {
    this.path = path;
    this.hash = hash;
  }
}

/** Evaluates the generated routes.js (trusted, written by Docusaurus) into a tree. */
function routeTree(routesSource) {
  const body = routesSource.replace(/^import [^\n]*\n/gm, '').replace(/^export default /m, 'return ');
  if (body === routesSource) fail('routes.js has neither imports nor a default export');
  // eslint-disable-next-line no-new-func -- the file is generated by Docusaurus in this build
  return new Function('ComponentCreator', body)((path, hash) => new Creator(path, hash));
}

function routeKey(route) {
  if (!(route.component instanceof Creator)) fail(`route ${route.path} has no ComponentCreator`);
  return `${route.component.path}-${route.component.hash}`;
}

function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** The routes of the tree (depth first) whose children become a lazy section. */
function lazySections(tree) {
  const sections = [];
  const visit = (routes) => {
    for (const route of routes) {
      if (!Array.isArray(route.routes)) continue;
      const leaves = route.routes.every((child) => !child.routes);
      if (leaves && route.routes.length >= MIN_SECTION) sections.push(route);
      else visit(route.routes);
    }
  };
  visit(tree);
  return sections;
}

/** JavaScript for a route tree value: ComponentCreator calls, plain data as JSON. */
function routeCode(value, sectionOf) {
  if (value instanceof Creator) fail(`ComponentCreator('${value.path}') outside a route's component`);
  if (Array.isArray(value)) return `[${value.map((item) => routeCode(item, sectionOf)).join(',\n')}]`;
  if (value && typeof value === 'object') {
    const section = sectionOf?.get(value);
    const creator = value.component instanceof Creator ? value.component : undefined;
    const entries = Object.entries(value).filter(([key]) => !(creator && key === 'component')).map(([key, inner]) => {
      if (key === 'routes' && section !== undefined) {
        const chunk = `routes-${section}`;
        return `lazyRoutes:()=>import(/* webpackChunkName: "${chunk}" */ "./routes.js${SECTION_QUERY}${section}"),lazyChunk:${JSON.stringify(chunk)}`;
      }
      return `${JSON.stringify(key)}:${routeCode(inner, sectionOf)}`;
    });
    if (creator === undefined) return `{${entries.join(',')}}`;
    const args = creator.hash === undefined ? [creator.path] : [creator.path, creator.hash];
    return `${LAZY_ROUTE}({${entries.join(',')}},${args.map((arg) => JSON.stringify(arg)).join(',')})`;
  }
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value);
  fail(`unexpected value in routes.js: ${String(value)}`);
}

// A route's component is made when the router first reads it. Docusaurus's routes.js calls
// ComponentCreator for every route as the module loads, and each call builds a loadable
// component (a class, a loader per chunk): ~500 of them when the V6.2 docs section loaded,
// tens of milliseconds of main thread on a phone, for the one route the reader is on.
const LAZY_ROUTE = 'lazyRoute';
const LAZY_ROUTE_CODE =
  `const ${LAZY_ROUTE}=(route,path,hash)=>{let component;` +
  `return Object.defineProperty(route,"component",{enumerable:true,get:()=>component||(component=ComponentCreator(path,hash))})};`;

const REWRITTEN_ENTRY = /^ {2}"([^"]+)": (\[\(\) => import\(.*?\), 0, require\.resolveWeak\(.*?\)\])/gm;

let memo = null;

/**
 * The browser's route data, split: the three generated files rewritten (as above) for main.js,
 * without the routes of lazy sections, plus one module per section. Computed once per set of
 * inputs: each generated file is a separate loader call.
 * @returns {{registry: string, chunkNames: string, routes: string, sections: string[]}}
 */
function browserRouteData({registry, chunkNames, routes}) {
  if (memo && memo.registry === registry && memo.chunkNames === chunkNames && memo.routes === routes) return memo.result;
  const shortRegistry = rewriteRegistry(registry, chunkGroups(registry, JSON.parse(chunkNames), routes));
  const table = JSON.parse(rewriteRoutesChunkNames(chunkNames, registry));
  const tree = routeTree(rewriteRoutes(routes, chunkNames));
  const entries = new Map([...shortRegistry.matchAll(REWRITTEN_ENTRY)].map((match) => [match[1], match[2]]));
  if (entries.size !== registryChunkNames(registry).length) fail(`read ${entries.size} rewritten registry entries`);

  const sections = lazySections(tree);
  const sectionOf = new Map(sections.map((route, index) => [route, index]));
  const lazyKeys = sections.map((route) => new Set(route.routes.map(routeKey)));
  const allLazy = new Set(lazyKeys.flatMap((keys) => [...keys]));
  const mainKeys = Object.keys(table).filter((key) => !allLazy.has(key));
  const mainNames = new Set(mainKeys.flatMap((key) => chunkNamesOf(table[key])));
  const lazyNames = new Set([...allLazy].flatMap((key) => chunkNamesOf(table[key])));
  const mainEntries = [...entries].filter(([name]) => mainNames.has(name) || !lazyNames.has(name));

  const registryCode = (list) => list.map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`).join(',\n');
  const pick = (keys) => Object.fromEntries(keys.map((key) => [key, table[key]]));

  const sectionModules = sections.map((route, index) => {
    const keys = [...lazyKeys[index]];
    const names = new Set(keys.flatMap((key) => chunkNamesOf(table[key])));
    const own = [...entries].filter(([name]) => names.has(name) && !mainNames.has(name));
    return [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import registry from '@generated/registry';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      `Object.assign(registry, {\n${registryCode(own)}});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(pick(keys))});`,
      LAZY_ROUTE_CODE,
      `export default ${routeCode(route.routes)};`,
      '',
    ].join('\n');
  });

  const result = {
    registry: `export default {\n${registryCode(mainEntries)}};\n`,
    chunkNames: JSON.stringify(pick(mainKeys)),
    routes: `import ComponentCreator from '@docusaurus/ComponentCreator';\n${LAZY_ROUTE_CODE}\nexport default ${routeCode(tree, sectionOf)};\n`,
    sections: sectionModules,
  };
  memo = {registry, chunkNames, routes, result};
  return result;
}

module.exports.browserRouteData = browserRouteData;
module.exports.SECTION_QUERY = SECTION_QUERY;
