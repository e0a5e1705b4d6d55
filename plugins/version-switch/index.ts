import type {Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {COUNTERPARTS_517} from '../../src/data/versionCounterparts';
import {switchCodes, type OrderedVersionDocs} from '../../src/lib/versionSwitch';

const PLUGIN_NAME = 'version-switch';
/** Where the docs frame imports the codes from (`@generated` is Docusaurus's alias of .docusaurus/). */
export const TARGETS_FILE = 'targets.json';

/**
 * The version's main doc, as the docs plugin picks it for its global data: the doc served at
 * the version's own path, else its first doc.
 */
function mainDocId(version: LoadedVersion): string {
  // The docs home's permalink and the version's path differ by a trailing slash
  // (/docs/5.17/ against /docs/5.17), which made the first doc, an API page, the main doc.
  const home = version.path.replace(/\/$/, '');
  return (version.docs.find((doc) => doc.permalink.replace(/\/$/, '') === home) ?? version.docs[0])?.id ?? '';
}

export function versionDocs(content: LoadedContent | undefined): OrderedVersionDocs[] {
  return (content?.loadedVersions ?? []).map((version) => ({
    name: version.versionName,
    mainDocId: mainDocId(version),
    ids: version.docs.map((doc) => doc.id),
  }));
}

/**
 * version-switch: works out, while the site builds, which page of the other docs version
 * covers the topic of each doc (src/lib/versionSwitch.ts over the reviewed map in
 * src/data/versionCounterparts.ts), and writes it as compact codes the docs frame reads
 * (src/theme/DocsRoot). Browsers get one position per doc instead of the map and its rules.
 * See ../README.md.
 */
export default function versionSwitchPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      await actions.createData(TARGETS_FILE, JSON.stringify(switchCodes(versionDocs(docs), COUNTERPARTS_517)));
    },
  };
}
