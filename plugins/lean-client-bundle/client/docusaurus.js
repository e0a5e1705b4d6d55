// Replaces @docusaurus/core/lib/client/docusaurus.js (`window.docusaurus`, which links call on
// hover and when they scroll into view) in the browser build (index.ts). The same contract,
// with three differences:
// - lazy route sections (lazy-routes.js): prefetching a path inside a section that is not
//   loaded yet prefetches the section's own chunk, as a low-priority <link rel="prefetch">
//   like any prefetch, rather than loading it as a script before the page is interactive;
// - each chunk is prefetched once: the stock version adds a <link> per chunk per route, so
//   a page with 80 links into the docs added the docs layout's chunks 80 times;
// - prefetch work waits for idle time and runs in short slices. Links report themselves as
//   they scroll into view, all in one task, right after hydration; matching dozens of paths
//   against the route table there made a long task exactly when the page should answer input.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import preloadHelper from './preload';
import {unloadedSections} from './lazy-routes';

const fetched = new Set();
const loaded = new Set();
const prefetchedChunks = new Set();

const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

// Route keys are `${path}-${hash}`. The index of chunk names by path is rebuilt when a lazy
// section has added its keys to the table.
let index = new Map();
let indexedKeys = 0;
function chunkNamesOf(path) {
  const keys = Object.keys(routesChunkNames);
  if (keys.length !== indexedKeys) {
    index = new Map();
    for (const key of keys) {
      const routePath = key.slice(0, key.lastIndexOf('-'));
      const names = index.get(routePath) ?? [];
      names.push(...Object.values(flat(routesChunkNames[key])));
      index.set(routePath, names);
    }
    indexedKeys = keys.length;
  }
  return index.get(path) ?? [];
}

function prefetchChunk(chunkName) {
  if (prefetchedChunks.has(chunkName)) return Promise.resolve();
  prefetchedChunks.add(chunkName);
  // eslint-disable-next-line no-undef -- the bundler's runtime, see chunk-asset.cjs
  const url = __webpack_require__.gca(chunkName);
  return url ? prefetchHelper(url) : Promise.resolve();
}

function prefetchNow(routePath) {
  const sections = unloadedSections(routePath);
  const chunkNames =
    sections.length > 0
      ? sections.map((route) => route.lazyChunk)
      : matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesOf(route.path));
  return Promise.all(chunkNames.map(prefetchChunk));
}

const queue = [];
// A busy page still gets its prefetches within a second (the callback then has no idle time
// left, and takes one path per call).
const whenIdle = (callback) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, {timeout: 1000})
    : setTimeout(() => callback({timeRemaining: () => 0}), 50);

// An idle period can last 50 ms, and a callback that uses it all is a long task to a reader
// who taps meanwhile: each slice also stops after SLICE_MS. Inserting the <link> elements is
// most of a slice's cost (Chromium profile of the blog list: half of a 13 ms callback).
const SLICE_MS = 8;

function drain(deadline) {
  const end = performance.now() + SLICE_MS;
  // The first path also builds the index; stop while the idle period still has room.
  do {
    const {routePath, resolve} = queue.shift();
    resolve(prefetchNow(routePath));
  } while (queue.length > 0 && deadline.timeRemaining() > 2 && performance.now() < end);
  if (queue.length > 0) whenIdle(drain);
}

function prefetch(routePath) {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => {
    if (queue.push({routePath, resolve}) === 1) whenIdle(drain);
  });
}

function preload(routePath) {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
