import {createContext, useContext} from 'react';

/**
 * Where the version switches of the current docs page lead: version name → path of the page
 * that covers the same topic in that version. Provided by the docs frame (src/theme/DocsRoot),
 * so what it is computed from loads with docs pages only; undefined elsewhere (blog, marketing
 * pages), where the version dropdown keeps the theme's links.
 */
export type VersionSwitchTargets = Readonly<Record<string, string>>;

export const VersionSwitchContext = createContext<VersionSwitchTargets | undefined>(undefined);

export function useVersionSwitchTargets(): VersionSwitchTargets | undefined {
  return useContext(VersionSwitchContext);
}
