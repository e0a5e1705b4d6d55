import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useVersionSwitchTargets, type VersionSwitchTargets} from '@site/src/lib/versionSwitchContext';

/**
 * The theme's dropdown, with each version linking to the page on the same topic in that
 * version (src/theme/DocsRoot provides where). Everything else is as the theme builds it:
 * labels, the remembered version on click, the items before and after.
 */
function CounterpartDropdown({
  targets,
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props & {readonly targets: VersionSwitchTargets}): ReactNode {
  const {search, hash} = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const dropdownVersion = useDocsVersionCandidates(docsPluginId)[0];

  // Another page keeps the query but not the anchor, which names a heading of this page.
  const targetOf = (version: GlobalVersion): string =>
    targets[version.name] !== undefined
      ? `${targets[version.name]}${search}`
      : `${(activeDocContext.alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId))?.path ?? version.path}${search}${hash}`;

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: targetOf(version),
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        mobile
          ? translate({
              id: 'theme.navbar.mobileVersionsDropdown.label',
              message: 'Versions',
            })
          : dropdownVersion.label
      }
      to={mobile ? undefined : targetOf(dropdownVersion)}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

/** On docs pages, the version dropdown keeps the topic (see CounterpartDropdown); elsewhere it is the theme's. */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const targets = useVersionSwitchTargets();
  const versions = useVersions(props.docsPluginId);
  // The theme renders a plain link when there is nothing to choose from.
  if (!targets || versions.length + props.dropdownItemsBefore.length + props.dropdownItemsAfter.length <= 1) {
    return <DocsVersionDropdownNavbarItem {...props} />;
  }
  return <CounterpartDropdown {...props} targets={targets} />;
}
