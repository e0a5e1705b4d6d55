// Finds the Rainbond console API paths (`/openapi/...`) a docs page uses and checks them against
// the routes of the console release that page documents (tests/fixtures/upstream/<version>/
// console-api.json). Used by tests/unit/api-paths.test.ts.

/**
 * A path written in a page may hold placeholders for the parts a reader fills in: `${TEAM_ID}`,
 * `$TEAM_ID`, `{team_id}`, `<team_id>`. Each stands for one path segment (or part of one).
 */
const PLACEHOLDER = /\$\{[^}]*\}|\$[A-Za-z_]\w*|\{[^}]*\}|<[^>/\s]*>/g;

/**
 * Every console API path in a text (`/openapi/v1/...`, `/openapi/v2/...`, the schema routes), with
 * its line number, without query string or fragment. The site's own downloads under `/openapi/`
 * (`/openapi/rainbond-openapi.yaml`) are not console paths. A trailing `*` (`/openapi/v1/*`) marks
 * a prefix, like a trailing `/`.
 */
export function findApiPaths(text) {
  const found = [];
  for (const match of text.matchAll(/\/openapi\/(?:v\d+\/|swagger|redoc)[^\s"'`)\]|,;\\]*/g)) {
    let path = match[0];
    // An HTML tag right after the path (`<br/>` in a diagram label) ends it; `<team_id>` does not.
    for (const tag of path.matchAll(/</g)) {
      if (!/^<[^>/\s]*>/.test(path.slice(tag.index))) {
        path = path.slice(0, tag.index);
        break;
      }
    }
    path = path.replace(/[?#].*$/, '').replace(/\*$/, '').replace(/[.:]+$/, '');
    // A closing brace or angle bracket with no opening one belongs to the text around the path.
    const count = (c) => path.split(c).length - 1;
    while ((path.endsWith('}') && count('}') > count('{')) || (path.endsWith('>') && count('>') > count('<'))) {
      path = path.slice(0, -1);
    }
    if (path === '/openapi/') continue;
    found.push({path, line: text.slice(0, match.index).split('\n').length});
  }
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression a route template (`/openapi/v1/teams/{team_id}`) matches. */
function routePattern(route) {
  const body = route.path
    .split(/(\{[^}]+\})/)
    .map((part, index) => (index % 2 === 1 ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${body}${route.exact === false ? '' : '/?$'}`);
}

/** The written path with each placeholder replaced by a value that fits any path parameter. */
const concrete = (path) => path.replace(PLACEHOLDER, 'x');

/**
 * The route a written path reaches, or undefined. A path ending in `/` is a prefix (`/openapi/v1/`
 * in prose): it is valid when at least one route starts with it.
 */
export function matchRoute(path, routes) {
  if (path.endsWith('/') && !routes.some((route) => route.path === path)) {
    const prefix = concrete(path);
    return routes.find((route) => route.path.startsWith(path) || routePattern({...route, exact: false}).test(prefix));
  }
  const value = concrete(path);
  return routes.find((route) => routePattern(route).test(value));
}

function distance(a, b) {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The `count` route templates closest to a written path, for the failure message. */
export function nearestRoutes(path, routes, count = 3) {
  const shape = path.replace(PLACEHOLDER, '{}');
  return routes
    .map((route) => ({path: route.path, score: distance(shape, route.path.replace(/\{[^}]+\}/g, '{}'))}))
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
    .slice(0, count)
    .map((route) => route.path);
}
