// Runs in the browser. Loads the lazy route sections that route-data.cjs cut out of main.js:
// a route with `lazyRoutes` gets its `routes` (children) when a path inside it is first
// preloaded. Docusaurus renders a location only after preloading it (at hydration and on each
// navigation), so the router never sees a section without its children.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';

/** The routes along the match of `pathname` whose children are not loaded yet. */
export function unloadedSections(pathname) {
  return matchRoutes(routes, pathname)
    .map(({route}) => route)
    .filter((route) => typeof route.lazyRoutes === 'function');
}

/** Loads every section `pathname` goes through (sections can nest, hence the repeat). */
export function loadSections(pathname) {
  const pending = unloadedSections(pathname);
  if (pending.length === 0) return Promise.resolve();
  return Promise.all(
    pending.map((route) =>
      route.lazyRoutes().then((section) => {
        route.routes = section.default;
        delete route.lazyRoutes;
      }),
    ),
  ).then(() => loadSections(pathname));
}
