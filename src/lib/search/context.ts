/** The site's docs plugin (one, with versions). */
export const DOCS_PLUGIN = 'default';

/** The tag Docusaurus writes in each docs page's `docusaurus_tag` meta. */
export function docsVersionTag(versionName: string): string {
  return `docs-${DOCS_PLUGIN}-${versionName}`;
}

/**
 * The tags the hosted search (DocSearch) is limited to, as its contextual search does: pages
 * that are not docs (`default`) and the docs version being read.
 */
export function contextTags(version: string): string[] {
  return ['default', docsVersionTag(version)];
}

/**
 * The docs version a search ranks first: the one being read, or, anywhere else, the latest.
 * (Docusaurus's own hook prefers the last version a reader chose; the site's rule is that
 * outside the docs, search puts the current docs first.)
 */
export function readerVersion(
  versions: readonly {readonly name: string; readonly isLast: boolean}[],
  active: string | undefined,
): string {
  if (active && versions.some((version) => version.name === active)) return active;
  return (versions.find((version) => version.isLast) ?? versions[0]).name;
}

/**
 * The search page's address for a query; it names the docs version to rank first when that is
 * not the latest, so "See all results" from a 5.17 page keeps 5.17 first.
 */
export function searchPagePath(query: string, version: string, latest: string): string {
  const params = new URLSearchParams({q: query});
  if (version !== latest) params.set('version', version);
  return `/search?${params.toString()}`;
}
