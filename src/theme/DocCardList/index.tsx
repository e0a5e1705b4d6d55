import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {findSidebarCategory, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof DocCardListType>;

/**
 * Section overview pages end with the cards of their section. While a section holds only
 * its overview, Docusaurus turns the category into a plain link and the stock component
 * throws ("not associated with a category"); this wrapper renders no cards then instead
 * of failing the build, and behaves exactly like the original otherwise.
 *
 * A category's href keeps the trailing slash of its index doc (`/docs/installation/`) while
 * the page is served without it (`trailingSlash: false`), so the paths are compared the way
 * the theme compares them (isSamePath), not as strings.
 */
export default function DocCardListWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (props.items) {
    return <DocCardList {...props} />;
  }
  const category = sidebar ? findSidebarCategory(sidebar.items, (item) => isSamePath(item.href, pathname)) : undefined;
  if (!category || category.items.length === 0) {
    return null;
  }
  return <DocCardList {...props} items={category.items} />;
}
