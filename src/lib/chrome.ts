import {matchRoutes, type RouteConfig} from 'react-router-config';

/**
 * Which top bar a page gets. Docs-like areas (docs, blog, community, changelog) use the
 * framework's navbar with versions, locales and search; every other page uses the
 * marketing bar. The rule is the previous site's, kept so that bookmarked pages look
 * the same: a plain "path contains the word" test, locale prefix included.
 */
export const THEMED_PATH_WORDS = ['docs', 'community', 'blog', 'changelog'] as const;

export function usesThemedNavbar(pathname: string): boolean {
  return THEMED_PATH_WORDS.some((word) => pathname.includes(word));
}

/**
 * Whether `pathname` is a page of the site. Every page is an exact route; a path that
 * ends in a parent route (a docs version with no such doc) or in the catch-all `*` is
 * the not-found page.
 */
export function isKnownPage(routes: readonly RouteConfig[], pathname: string): boolean {
  const branch = matchRoutes(routes as RouteConfig[], pathname);
  return branch.at(-1)?.route.exact === true;
}

/**
 * The chrome of a page. The not-found page always gets the marketing chrome: nginx
 * answers every unknown path with the one 404 page rendered at build time (marketing
 * chrome, since its own path names no docs area), and the browser must render the same
 * markup at `/docs/no-such-doc` to hydrate it without a mismatch.
 */
export function usesThemedChrome(routes: readonly RouteConfig[], pathname: string): boolean {
  return usesThemedNavbar(pathname) && isKnownPage(routes, pathname);
}
