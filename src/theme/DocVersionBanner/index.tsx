import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type {Props} from '@theme/DocVersionBanner';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useVersionSwitchTargets} from '@site/src/lib/versionSwitchContext';

/**
 * The unmaintained-version banner, whose "latest version" link leads to the page on the same
 * topic in the latest version (src/theme/DocsRoot provides it) instead of that version's home.
 * Same markup and theme strings as the original (their translators' descriptions stay in the
 * theme), which still renders any other banner.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const targets = useVersionSwitchTargets();
  const pluginId = useActivePlugin({failfast: true})?.pluginId;
  const {latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const to = targets?.[latestVersionSuggestion.name];
  if (version.banner !== 'unmaintained' || to === undefined) {
    return <DocVersionBanner {...props} />;
  }
  return (
    <div
      className={clsx(props.className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          values={{siteTitle, versionLabel: <b>{version.label}</b>}}>
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latestVersionSuggestion.label,
            latestVersionLink: (
              <b>
                <Link to={to} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                </Link>
              </b>
            ),
          }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
