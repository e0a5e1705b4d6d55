import React, {type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TranslationBehind from './index';

/** The notice in a post: on the post's own page, not in its excerpt on the list pages. */
export default function TranslationBehindPost(): ReactNode {
  return useBlogPost().isBlogPostPage ? <TranslationBehind /> : null;
}
