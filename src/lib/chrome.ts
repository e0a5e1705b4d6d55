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
