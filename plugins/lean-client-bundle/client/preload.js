// Replaces @docusaurus/core/lib/client/preload.js in the browser build (index.ts): the same
// contract, every component of the routes matching a path loaded before it renders, with the
// lazy route sections on the way loaded first (lazy-routes.js).
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadSections} from './lazy-routes';

export default function preload(pathname) {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  return Promise.all(paths.map(loadSections)).then(() =>
    Promise.all(paths.flatMap((path) => matchRoutes(routes, path)).map(({route}) => route.component.preload?.())),
  );
}
