import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {PageKind, SearchGroup} from '@site/src/lib/search/types';
import styles from './styles.module.css';

function kindLabel(kind: PageKind): string {
  switch (kind) {
    case 'docs':
      return translate({id: 'search.kind.docs', message: 'Docs', description: 'Search result from the guides'});
    case 'api':
      return translate({id: 'search.kind.api', message: 'API', description: 'Search result from the API reference'});
    case 'blog':
      return translate({id: 'search.kind.blog', message: 'Blog', description: 'Search result from the blog'});
    case 'page':
      return translate({id: 'search.kind.page', message: 'Product', description: 'Search result from the product pages (features, use scenes, case studies)'});
  }
}

interface Props {
  readonly group: SearchGroup;
  /** Docs version names to their labels (`current` → "V6.2"). */
  readonly versionLabels: Readonly<Record<string, string>>;
  readonly className?: string;
}

/**
 * What a result is and, for docs and API pages, which docs version it belongs to: results
 * of the version being read come first, but the other version's pages can follow them.
 */
export default function ResultKind({group, versionLabels, className}: Props): ReactNode {
  if (!group.kind) return null;
  const version = group.version ? (versionLabels[group.version] ?? group.version) : undefined;
  return (
    // The spaces keep the words apart in the group's accessible name ("… Helm Docs V6.2").
    <span className={className ? `${styles.kind} ${className}` : styles.kind}>
      {' '}
      <span className={styles.kindName}>{kindLabel(group.kind)}</span>
      {version && (
        <>
          {' '}
          <span className={styles.kindVersion}>{version}</span>
        </>
      )}
    </span>
  );
}
