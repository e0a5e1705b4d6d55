import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {COUNTERPARTS_517, type VersionCounterparts} from '@site/src/data/versionCounterparts';
import {counterpart, switchCodes, type VersionDocs} from './versionSwitch';
import {decodeTarget, encodeTargets} from './versionSwitchCodes';

/** Doc ids of a docs folder, as the docs plugin gives them (front matter `id` wins over the file name). */
function docIds(root: string): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
      } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const {data} = matter(readFileSync(file, 'utf8'));
        const folder = path.relative(root, dir).split(path.sep).join('/');
        const name = typeof data.id === 'string' ? data.id : entry.name.replace(/\.mdx?$/, '');
        ids.add(folder ? `${folder}/${name}` : name);
      }
    }
  };
  walk(root);
  return ids;
}

// Both versions' sidebars are generated from their folders (sidebars.ts,
// versioned_sidebars/), so the files are the list of pages.
const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];

const v517: VersionDocs = {name: '5.17', mainDocId: 'index', ids: docIds('versioned_docs/version-5.17')};
const v62: VersionDocs = {name: 'current', mainDocId: 'index', ids: docIds('docs')};
const {pages, preferred} = COUNTERPARTS_517;
const sourcesOf = (target: string): string[] =>
  Object.entries(pages)
    .filter(([, newer]) => newer === target)
    .map(([older]) => older);

describe('the 5.17 → V6.2 map (src/data/versionCounterparts.ts)', () => {
  it('is about the docs versions this site builds', () => {
    expect(versions).toContain(COUNTERPARTS_517.older);
    expect(COUNTERPARTS_517.newer).toBe('current');
  });

  it('maps from 5.17 pages to V6.2 pages only', () => {
    const unknownSources = Object.keys(pages).filter((id) => !v517.ids.has(id));
    const unknownTargets = Object.values(pages).filter((id) => !v62.ids.has(id));
    expect(unknownSources).toEqual([]);
    expect(unknownTargets).toEqual([]);
  });

  it('lists every 5.17 page outside the API reference', () => {
    const unlisted = [...v517.ids].filter((id) => !id.startsWith('api/') && !(id in pages));
    expect(unlisted).toEqual([]);
    expect(Object.keys(pages).length).toBeGreaterThan(250);
  });

  it('names the way back for each V6.2 page that several 5.17 pages map to, among those pages', () => {
    const ambiguous = [...new Set(Object.values(pages))].filter((target) => {
      const sources = sourcesOf(target);
      return sources.length > 1 && !sources.includes(target);
    });
    expect(ambiguous.filter((target) => !(target in preferred))).toEqual([]);
    for (const [target, older] of Object.entries(preferred)) {
      expect(sourcesOf(target), target).toContain(older);
    }
  });
});

describe('counterpart', () => {
  it('takes a 5.17 page to the V6.2 page on its topic', () => {
    expect(counterpart('use-manual/component-create/language-support/java/java-maven', v517, v62, COUNTERPARTS_517)).toBe(
      'how-to-guides/app-deploy/source-code/springboot',
    );
    expect(counterpart('ops-guide/management/reset-admin-password', v517, v62, COUNTERPARTS_517)).toBe(
      'ops-guides/management/reset-pwd',
    );
    expect(counterpart('index', v517, v62, COUNTERPARTS_517)).toBe('index');
  });

  it('takes every listed 5.17 page to a V6.2 page, and back to itself where it is the only one mapped there', () => {
    for (const older of Object.keys(pages)) {
      const newer = counterpart(older, v517, v62, COUNTERPARTS_517)!;
      expect(v62.ids.has(newer), older).toBe(true);
      const back = counterpart(newer, v62, v517, COUNTERPARTS_517)!;
      expect(v517.ids.has(back), newer).toBe(true);
      if (sourcesOf(newer).length === 1) {
        expect(back, newer).toBe(older);
      }
    }
  });

  it('takes a V6.2 page several 5.17 pages cover to the same id or the preferred one', () => {
    expect(counterpart('how-to-guides/app-deploy/source-code/springboot', v62, v517, COUNTERPARTS_517)).toBe(
      'devops/app-deploy/springboot',
    );
    expect(counterpart('installation/install-with-helm/index', v62, v517, COUNTERPARTS_517)).toBe(
      'installation/install-with-helm/index',
    );
  });

  it('takes a V6.2 page no 5.17 page covers to the 5.17 counterpart of its section, else the 5.17 home', () => {
    expect(counterpart('store/install/Docker/docker-install', v62, v517, COUNTERPARTS_517)).toBe('store/install/index');
    expect(counterpart('tutorial/component-version-update-and-rollback', v62, v517, COUNTERPARTS_517)).toBe(
      'use-manual/get-start/index',
    );
    expect(counterpart('ops-guides/management/change-tcp-range', v62, v517, COUNTERPARTS_517)).toBe('ops-guide/index');
    expect(counterpart('contribution/code/ui', v62, v517, COUNTERPARTS_517)).toBe('index');
  });

  it('switches API pages by operation, else to the API introduction', () => {
    const operations = [...v517.ids].filter((id) => id.startsWith('api/') && id !== 'api/Intro');
    expect(operations.length).toBeGreaterThan(0);
    for (const id of operations) {
      const expected = v62.ids.has(id) ? id : 'api/Intro';
      expect(counterpart(id, v517, v62, COUNTERPARTS_517), id).toBe(expected);
    }
    expect(counterpart('api/team/noSuchOperation', v517, v62, COUNTERPARTS_517)).toBe('api/Intro');
    expect(counterpart('api/Intro', v62, v517, COUNTERPARTS_517)).toBe('api/Intro');
  });

  it('leaves versions the map is not about to the theme', () => {
    const other: VersionDocs = {name: '5.3', mainDocId: 'index', ids: new Set(['index'])};
    expect(counterpart('index', other, v62, COUNTERPARTS_517)).toBeUndefined();
    expect(counterpart('index', v517, v517, COUNTERPARTS_517)).toBeUndefined();
  });
});

describe('counterpart when pages move after the review', () => {
  const map: VersionCounterparts = {
    older: 'old',
    newer: 'new',
    pages: {'guide/index': 'guides/index', 'guide/a': 'guides/a', 'guide/b': 'guides/gone'},
    preferred: {},
  };
  const older: VersionDocs = {name: 'old', mainDocId: 'intro', ids: new Set(['intro', 'guide/index', 'guide/a', 'guide/b', 'guide/new'])};
  const newer: VersionDocs = {name: 'new', mainDocId: 'welcome', ids: new Set(['welcome', 'guides/index', 'guides/a', 'other/page'])};

  it('sends a page whose counterpart was removed to that counterpart’s section overview', () => {
    expect(counterpart('guide/b', older, newer, map)).toBe('guides/index');
  });

  it('sends a page added to 5.17 after the review where its section goes', () => {
    expect(counterpart('guide/new', older, newer, map)).toBe('guides/index');
  });

  it('falls back to the main doc, not to nothing', () => {
    expect(counterpart('intro', older, newer, map)).toBe('welcome');
    expect(counterpart('other/page', newer, older, map)).toBe('intro');
  });
});

describe('switchCodes (what the browser gets)', () => {
  // In a fixed order, as the docs plugin lists them (here sorted, which is as good as any).
  const ordered = [v517, v62].map(({name, mainDocId, ids}) => ({name, mainDocId, ids: [...ids].sort()}));
  const codes = switchCodes(ordered, COUNTERPARTS_517);

  it('gives every doc of each version the position of its counterpart in the other', () => {
    expect(Object.keys(codes).sort()).toEqual(['5.17', 'current']);
    for (const [from, to] of [
      [ordered[0]!, ordered[1]!],
      [ordered[1]!, ordered[0]!],
    ] as const) {
      const fromDocs = from.name === '5.17' ? v517 : v62;
      const toDocs = to.name === '5.17' ? v517 : v62;
      from.ids.forEach((id, index) => {
        const position = decodeTarget(codes[from.name]![to.name], index);
        expect(to.ids[position!], id).toBe(counterpart(id, fromDocs, toDocs, COUNTERPARTS_517));
      });
    }
  });

  it('writes nothing for a version and itself', () => {
    expect(codes['5.17']!['5.17']).toBeUndefined();
    expect(decodeTarget(codes['5.17']!['5.17'], 0)).toBeUndefined();
  });

  it('round-trips positions, none included, and refuses one that does not fit', () => {
    const positions = [0, undefined, 35, 36, 1294];
    const encoded = encodeTargets(positions);
    expect(positions.map((_, index) => decodeTarget(encoded, index))).toEqual(positions);
    expect(decodeTarget(encoded, positions.length)).toBeUndefined();
    expect(decodeTarget(encoded, -1)).toBeUndefined();
    expect(() => encodeTargets([1295])).toThrow(/does not fit/);
  });
});
