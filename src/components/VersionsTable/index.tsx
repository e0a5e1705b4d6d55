import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {archivedVersions} from '@site/src/data/versions';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Every docs version in one table: those built with this site (read from the docs
 * plugin, so a newly cut version appears without editing this page) and those archived
 * on hosts of their own.
 */
export default function VersionsTable(): ReactNode {
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  return (
    // The same frame as Markdown tables: it scrolls (long archive addresses) with a cue on a phone.
    <ScrollableTable>
      <thead>
        <tr>
          <th>
            <Translate id="versions.table.version">Version</Translate>
          </th>
          <th>
            <Translate id="versions.table.status">Status</Translate>
          </th>
          <th>
            <Translate id="versions.table.docs">Documentation</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              {version.name === latest.name ? (
                <Translate id="versions.status.current">Current, maintained</Translate>
              ) : (
                <Translate id="versions.status.previous">Previous, no longer maintained</Translate>
              )}
            </td>
            <td>
              <Link to={version.path}>{version.path}</Link>
            </td>
          </tr>
        ))}
        {archivedVersions.map((version) => (
          <tr key={version.label}>
            <th scope="row">{version.label}</th>
            <td>
              <Translate id="versions.status.archived">Archived, hosted separately</Translate>
            </td>
            <td>
              <Link href={version.href}>{version.href}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
