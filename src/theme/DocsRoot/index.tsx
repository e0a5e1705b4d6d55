import React, {useMemo, type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import codes from '@generated/version-switch/default/targets.json';
import {decodeTarget} from '@site/src/lib/versionSwitchCodes';
import {VersionSwitchContext, type VersionSwitchTargets} from '@site/src/lib/versionSwitchContext';

type Props = WrapperProps<typeof DocsRootType>;

/**
 * For the doc being read, the page on the same topic in each other version, as
 * plugins/version-switch worked it out at build time (the theme only knows pages with the
 * same id, and otherwise sends readers to the version's home).
 */
function useSwitchTargets(): VersionSwitchTargets | undefined {
  const {activeVersion, activeDoc} = useActiveDocContext(undefined);
  const versions = useVersions(undefined);
  return useMemo(() => {
    if (!activeVersion || !activeDoc) {
      return undefined;
    }
    const index = activeVersion.docs.findIndex((doc) => doc.id === activeDoc.id);
    const targets: Record<string, string> = {};
    for (const version of versions) {
      const position = decodeTarget(codes[activeVersion.name]?.[version.name], index);
      const doc = position === undefined ? undefined : version.docs[position];
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
 * page); the codes behind them load with docs pages only, not with every page of the site,
 * as they would if the navbar item imported them.
 */
export default function DocsRootWrapper(props: Props): ReactNode {
  const targets = useSwitchTargets();
  return (
    <VersionSwitchContext.Provider value={targets}>
      <DocsRoot {...props} />
    </VersionSwitchContext.Provider>
  );
}
