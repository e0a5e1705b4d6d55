import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import VerifiedWith from '@site/src/components/VerifiedWith';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's post footer, preceded on the post's own page by the release the post was checked
 * against (verified_with); list pages show posts truncated, without it.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <VerifiedWith value={(frontMatter as Record<string, unknown>).verified_with} />}
      <Footer {...props} />
    </>
  );
}
