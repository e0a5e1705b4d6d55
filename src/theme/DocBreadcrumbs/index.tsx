import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs of a docs or API page, with "Copy page" at the right of their row. Only doc
 * pages render this here (the site has no generated category index pages, which would render
 * it outside a doc).
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <CopyPage permalink={metadata.permalink} />
    </div>
  );
}
