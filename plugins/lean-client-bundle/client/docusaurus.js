// Replaces @docusaurus/core/lib/client/docusaurus.js (`window.docusaurus`, which links call on
// hover and when they scroll into view) in the browser build (index.ts). Same behaviour, with
// lazy route sections (lazy-routes.js): prefetching a path inside a section that is not loaded
// yet prefetches the section's own chunk, as a low-priority <link rel="prefetch"> like any
// prefetch, rather than loading it as a script before the page is interactive.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import preloadHelper from './preload';
import {unloadedSections} from './lazy-routes';

const fetched = new Set();
const loaded = new Set();

const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

/** Chunk names of the routes at `path` (route keys are `${path}-${hash}`). */
const chunkNamesOf = (path) =>
  Object.entries(routesChunkNames)
    .filter(([key]) => key.slice(0, key.lastIndexOf('-')) === path)
    .flatMap(([, chunks]) => Object.values(flat(chunks)));

function prefetchChunk(chunkName) {
  // eslint-disable-next-line no-undef -- the bundler's runtime, see chunk-asset.cjs
  const url = __webpack_require__.gca(chunkName);
  return url ? prefetchHelper(url) : Promise.resolve();
}

function prefetch(routePath) {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  const sections = unloadedSections(routePath);
  const chunkNames =
    sections.length > 0
      ? sections.map((route) => route.lazyChunk)
      : matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesOf(route.path));
  return Promise.all(chunkNames.map(prefetchChunk));
}

function preload(routePath) {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
