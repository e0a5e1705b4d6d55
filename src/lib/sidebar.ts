/**
 * The "docs" sidebar is generated from the folder tree, but some folders of docs/ belong
 * to other sidebars (api, store) or to no sidebar at all (versions, vm-guide). This keeps
 * them out of the root of the generated tree; every other folder appears as it is.
 */
export const NOT_IN_DOCS_SIDEBAR = ['api', 'store', 'vm-guide', 'versions'] as const;

interface Item {
  type: string;
  id?: string;
  label?: string;
  link?: {type: string; id?: string};
  items?: Item[];
}

function topFolder(item: Item): string | undefined {
  const id = item.type === 'category' ? item.link?.id : item.id;
  return id?.split('/')[0];
}

export function withoutOtherSidebars<T extends Item>(items: T[], dirName: string): T[] {
  if (dirName !== '.') {
    return items;
  }
  const excluded: readonly string[] = NOT_IN_DOCS_SIDEBAR;
  return items.filter((item) => {
    const folder = topFolder(item) ?? firstDocFolder(item);
    return folder === undefined || !excluded.includes(folder);
  });
}

function firstDocFolder(item: Item): string | undefined {
  for (const child of item.items ?? []) {
    const folder = topFolder(child) ?? firstDocFolder(child);
    if (folder) {
      return folder;
    }
  }
  return undefined;
}
