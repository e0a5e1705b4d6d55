/**
 * Docs versions that are no longer built with this site. Each lives on a host of its own
 * and is listed in the version dropdown and on /docs/versions.
 */
export interface ArchivedVersion {
  readonly label: string;
  readonly href: string;
}

export const archivedVersions: readonly ArchivedVersion[] = [16, 15, 14, 13, 12, 11, 10].map((minor) => ({
  label: `V5.${minor}`,
  href: `https://v5.${minor}-docs.rainbond.com/docs/`,
}));
