import React, {type ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate(
          {id: 'blog.authorPosts.description', message: 'Posts by {name} on the Rainbond blog.'},
          {name: props.author.name ?? props.author.key},
        )}
      />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
