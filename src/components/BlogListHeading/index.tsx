import React, {createContext, useContext, type ReactNode} from 'react';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

const BlogListTitle = createContext<string | null>(null);

/** Set by the blog list page (src/theme/BlogListPage) around its content. */
export const BlogListTitleProvider = BlogListTitle.Provider;

/**
 * The blog list page's h1. The theme's list page shows post titles (h2) with no page heading,
 * which leaves screen-reader users without a top-level heading to jump to; the posts already
 * say what the page is, so the heading is for assistive technology only. Tag and author
 * pages have their own h1 and no provider, so nothing renders there.
 */
export default function BlogListHeading(): ReactNode {
  const title = useContext(BlogListTitle);
  // Infima's margin--none: with only hidden text inside, the heading takes no space.
  return title ? (
    <h1 className="margin--none">
      <VisuallyHidden>{title}</VisuallyHidden>
    </h1>
  ) : null;
}
