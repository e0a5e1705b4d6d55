import React, {useMemo, type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {COUNTERPARTS_517} from '@site/src/data/versionCounterparts';
import {counterpart, type VersionDocs} from '@site/src/lib/versionSwitch';
import {VersionSwitchContext, type VersionSwitchTargets} from '@site/src/lib/versionSwitchContext';

type Props = WrapperProps<typeof DocsRootType>;

const docsOf = new WeakMap<GlobalVersion, VersionDocs>();

function versionDocs(version: GlobalVersion): VersionDocs {
  let docs = docsOf.get(version);
  if (!docs) {
    docs = {name: version.name, mainDocId: version.mainDocId, ids: new Set(version.docs.map((doc) => doc.id))};
    docsOf.set(version, docs);
  }
  return docs;
}

/**
 * For the doc being read, the page on the same topic in each other version (the theme only
 * knows pages with the same id, and otherwise sends readers to the version's home).
 */
function useSwitchTargets(): VersionSwitchTargets | undefined {
  const {activeVersion, activeDoc} = useActiveDocContext(undefined);
  const versions = useVersions(undefined);
  return useMemo(() => {
    if (!activeVersion || !activeDoc) {
      return undefined;
    }
    const targets: Record<string, string> = {};
    for (const version of versions) {
      if (version.name === activeVersion.name) {
        continue;
      }
      const id = counterpart(activeDoc.id, versionDocs(activeVersion), versionDocs(version), COUNTERPARTS_517);
      const doc = version.docs.find((candidate) => candidate.id === id);
      if (doc) {
        targets[version.name] = doc.path;
      }
    }
    return targets;
  }, [activeVersion, activeDoc, versions]);
}

/**
 * The frame of every docs page, around the navbar and the page. It provides the version
 * switch targets to the version dropdown (in the navbar) and the unmaintained banner (in the
 * page): the counterpart map then loads with docs pages only, not with every page of the
 * site, as it would if the navbar item imported it.
 */
export default function DocsRootWrapper(props: Props): ReactNode {
  const targets = useSwitchTargets();
  return (
    <VersionSwitchContext.Provider value={targets}>
      <DocsRoot {...props} />
    </VersionSwitchContext.Provider>
  );
}
