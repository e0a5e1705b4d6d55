import type {VersionCounterparts} from '@site/src/data/versionCounterparts';
import {encodeTargets, type SwitchCodes} from './versionSwitchCodes';

/** The docs of one version, as the docs plugin's global data lists them. */
export interface VersionDocs {
  readonly name: string;
  readonly mainDocId: string;
  readonly ids: ReadonlySet<string>;
}

const OVERVIEW_NAMES = ['index', 'README'];

function dirname(id: string): string {
  const slash = id.lastIndexOf('/');
  return slash < 0 ? '' : id.slice(0, slash);
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The overview doc of a folder, as Docusaurus recognises one: index, README or the folder's own name. */
function folderOverview(dir: string, docs: VersionDocs): string | undefined {
  if (dir === '') {
    return undefined;
  }
  return [...OVERVIEW_NAMES, basename(dir)].map((name) => `${dir}/${name}`).find((id) => docs.ids.has(id));
}

function isOverview(id: string): boolean {
  const name = basename(id);
  return OVERVIEW_NAMES.includes(name) || name === basename(dirname(id));
}

/**
 * The overviews of the sections above a doc, nearest first (a section overview's own section
 * is the one above it), ending with the version's main doc.
 */
function sectionsAbove(id: string, docs: VersionDocs): string[] {
  const found: string[] = [];
  let dir = isOverview(id) ? dirname(dirname(id)) : dirname(id);
  for (;;) {
    const overview = folderOverview(dir, docs);
    if (overview !== undefined && overview !== id) {
      found.push(overview);
    }
    if (dir === '') {
      break;
    }
    dir = dirname(dir);
  }
  found.push(docs.mainDocId);
  return found;
}

/** The doc itself if the version has it, else the nearest section overview above it. */
function existingOrSection(id: string, docs: VersionDocs): string {
  return docs.ids.has(id) ? id : sectionsAbove(id, docs)[0]!;
}

/**
 * API reference pages switch by rule, not by list: the same operation if the other version
 * documents it, else the API introduction.
 */
function apiCounterpart(id: string, to: VersionDocs): string {
  if (to.ids.has(id)) {
    return id;
  }
  const group = `${dirname(id)}/index`;
  if (to.ids.has(group)) {
    return group;
  }
  return to.ids.has('api/Intro') ? 'api/Intro' : to.mainDocId;
}

const inverses = new WeakMap<VersionCounterparts, ReadonlyMap<string, readonly string[]>>();

function inverse(map: VersionCounterparts): ReadonlyMap<string, readonly string[]> {
  let found = inverses.get(map);
  if (!found) {
    const built = new Map<string, string[]>();
    for (const [older, newer] of Object.entries(map.pages)) {
      built.set(newer, [...(built.get(newer) ?? []), older]);
    }
    found = built;
    inverses.set(map, found);
  }
  return found;
}

/** A newer page's counterpart in the older version, if the map names one. */
function olderOf(id: string, map: VersionCounterparts, older: VersionDocs): string | undefined {
  const sources = (inverse(map).get(id) ?? []).filter((source) => older.ids.has(source));
  if (sources.includes(id)) {
    return id;
  }
  if (sources.length === 1) {
    return sources[0];
  }
  const preferred = map.preferred[id];
  return preferred !== undefined && older.ids.has(preferred) ? preferred : undefined;
}

/**
 * The doc of version `to` that covers the topic of doc `id` of version `from`, by doc id;
 * undefined when the map is not about these two versions.
 *
 * Older → newer: the page the map names (for a page the map does not list, what it names for
 * the nearest section above); when that page is gone, the nearest section overview above it.
 * Newer → older: the one older page mapped to it (or, among several, the same id or the one
 * marked preferred); otherwise the same for the nearest section above it, down to the older
 * version's main doc. API pages follow apiCounterpart.
 */
export function counterpart(
  id: string,
  from: VersionDocs,
  to: VersionDocs,
  map: VersionCounterparts,
): string | undefined {
  const forward = from.name === map.older && to.name === map.newer;
  const backward = from.name === map.newer && to.name === map.older;
  if (!forward && !backward) {
    return undefined;
  }
  if (id.startsWith('api/')) {
    return apiCounterpart(id, to);
  }
  for (const candidate of [id, ...sectionsAbove(id, from)]) {
    const target = forward ? map.pages[candidate] : olderOf(candidate, map, to);
    if (target !== undefined) {
      return existingOrSection(target, to);
    }
  }
  return to.mainDocId;
}

/** The docs of one version in the docs plugin's order. */
export interface OrderedVersionDocs {
  readonly name: string;
  readonly mainDocId: string;
  readonly ids: readonly string[];
}

/**
 * For every ordered pair of versions the map is about, the counterpart of each doc as its
 * position in the other version (see versionSwitchCodes.ts).
 */
export function switchCodes(versions: readonly OrderedVersionDocs[], map: VersionCounterparts): SwitchCodes {
  const codes: Record<string, Record<string, string>> = {};
  for (const from of versions) {
    for (const to of versions) {
      const fromDocs: VersionDocs = {name: from.name, mainDocId: from.mainDocId, ids: new Set(from.ids)};
      const toDocs: VersionDocs = {name: to.name, mainDocId: to.mainDocId, ids: new Set(to.ids)};
      const targets = from.ids.map((id) => counterpart(id, fromDocs, toDocs, map));
      if (targets.every((target) => target === undefined)) {
        continue;
      }
      (codes[from.name] ??= {})[to.name] = encodeTargets(targets.map((target) => (target === undefined ? undefined : to.ids.indexOf(target))));
    }
  }
  return codes;
}
