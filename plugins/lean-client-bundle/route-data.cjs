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

function rewriteRegistry(source) {
  const names = chunkNameMap(source);
  let count = 0;
  const output = source.replace(ENTRY, (_match, key, chunkName, request, resolveWeak) => {
    if (key !== chunkName) fail(`registry key ${key} differs from its chunk name ${chunkName}`);
    count += 1;
    const short = names.get(key);
    return `"${short}": [() => import(/* webpackChunkName: "${short}" */ ${request}), 0, ${resolveWeak}]`;
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

/** The short chunk names the rewritten registry asks webpack for, in order. */
function registryChunkNames(registrySource) {
  return [...chunkNameMap(registrySource).values()];
}

module.exports = {rewriteRegistry, rewriteRoutesChunkNames, rewriteRoutes, registryChunkNames};
