import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

type Props = WrapperProps<typeof DocCardListType>;

function findCategory(items: readonly PropSidebarItem[], pathname: string): PropSidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') {
      continue;
    }
    if (item.href === pathname) {
      return item;
    }
    const nested = findCategory(item.items, pathname);
    if (nested) {
      return nested;
    }
  }
  return undefined;
}

/**
 * Section overview pages end with the cards of their section. While a section holds only
 * its overview, Docusaurus turns the category into a plain link and the stock component
 * throws ("not associated with a category"); this wrapper renders no cards then instead
 * of failing the build, and behaves exactly like the original otherwise.
 */
export default function DocCardListWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (props.items) {
    return <DocCardList {...props} />;
  }
  const category = sidebar ? findCategory(sidebar.items, pathname) : undefined;
  if (!category || category.type !== 'category' || category.items.length === 0) {
    return null;
  }
  return <DocCardList {...props} items={category.items} />;
}
