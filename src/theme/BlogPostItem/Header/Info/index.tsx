import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof InfoType>;

/**
 * A post's date and reading time, with "Copy page" at the right of that line on the post's
 * own page (list pages show posts truncated, and have no Markdown copy of their own).
 */
export default function InfoWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) {
    return <Info {...props} />;
  }
  return (
    <div className={styles.row}>
      <Info {...props} />
      <CopyPage permalink={metadata.permalink} />
    </div>
  );
}
