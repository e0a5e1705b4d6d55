import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';
import VerifiedWith from '@site/src/components/VerifiedWith';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's post footer, preceded on the post's own page by the release the post was checked
 * against (verified_with) and "Was this page helpful?"; list pages show posts truncated,
 * without either.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter, metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <VerifiedWith value={(frontMatter as Record<string, unknown>).verified_with} />}
      {isBlogPostPage && <PageFeedback title={metadata.title} permalink={metadata.permalink} version="blog" />}
      <Footer {...props} />
    </>
  );
}
