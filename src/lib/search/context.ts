/** The tag Docusaurus writes in each docs page's `docusaurus_tag` meta. */
export function docsVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/**
 * The tags a search is limited to, as DocSearch's contextual search does: pages that are not
 * docs (`default`) plus, for each docs plugin, the version being read — or, anywhere else,
 * the latest version. (Docusaurus's own hook prefers the last version a reader chose; the
 * site's rule is that outside the docs, search covers the current docs.)
 */
export function contextTags(
  plugins: Readonly<Record<string, {latestVersion: string}>>,
  active: {pluginId: string; versionName: string} | undefined,
): string[] {
  return [
    'default',
    ...Object.entries(plugins).map(([pluginId, {latestVersion}]) =>
      docsVersionTag(pluginId, active?.pluginId === pluginId ? active.versionName : latestVersion),
    ),
  ];
}
