import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import inventory from '../../tests/fixtures/routes.json';
import productLinkFixture from '../../tests/fixtures/upstream/product-links.json';
import {canonicalPath} from '../lib/sitePath';
import {
  allRedirects,
  assetRedirects,
  englishPrefixRedirects,
  navigationAliases,
  productLinks,
  redirects,
  resolveRedirect,
} from './redirects';

describe('redirect list', () => {
  it('covers every redirect the previous site served, with the same targets', () => {
    const ours = new Map(redirects.map(({from, to}) => [from, to]));
    for (const {from, to} of inventory.redirects) {
      expect(ours.get(from), from).toBe(to);
    }
    expect(redirects).toHaveLength(inventory.redirects.length);
  });

  it('has one entry per source path and no chains', () => {
    const every = [...allRedirects, ...englishPrefixRedirects, ...assetRedirects];
    const froms = every.map(({from}) => from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const {to} of every) {
      expect(froms).not.toContain(to);
    }
  });

  it('sends the mobile-only menu links somewhere real', () => {
    expect(navigationAliases.map(({from}) => from)).toEqual(['/feature/app-market', '/opensourceApps']);
  });
});

/**
 * Whether a docs route has a source file, in the current docs or a version's copy. A folder's
 * page is its `index.md(x)` or the file named like the folder (`architecture/architecture.md`
 * is the page of `/…/architecture`), so such a file has no route of its own.
 */
function docSource(path: string): boolean {
  const versioned = /^\/docs\/5\.17(\/.*)?$/.exec(path);
  const [root, rest] = versioned ? ['versioned_docs/version-5.17', versioned[1] ?? ''] : ['docs', path.slice('/docs'.length)];
  const segments = rest.split('/').filter(Boolean);
  const name = segments.at(-1);
  const candidates = [`${root}${rest}/index`];
  if (name) {
    candidates.push(`${root}${rest}/${name}`);
    if (segments.at(-2) !== name) candidates.push(`${root}${rest}`);
  }
  return candidates.some((file) => ['.md', '.mdx'].some((extension) => existsSync(`${file}${extension}`)));
}

const knownPages = new Set([...inventory.pages, ...inventory.docs_current, ...inventory.docs_5_17, ...inventory.other]);

/** Whether the site has a page at `path` (pages of the route inventory, or a doc we write). */
function isPage(path: string): boolean {
  return knownPages.has(path) || (path.startsWith('/docs') && docSource(path));
}

const pageLinks = productLinkFixture.links.filter(({kind}) => kind === 'page');

/** The docs versions whose release shipped a link: the 5.17 tag, or the current (6.2 tag, main). */
function shippedBy(path: string): Set<'5.17' | 'current'> {
  return new Set(
    pageLinks
      .filter((link) => canonicalPath(link.path) === path)
      .flatMap(({found}) => found.map(({ref}) => (ref === 'v5.17.3-release' ? '5.17' : 'current'))),
  );
}

describe("links in Rainbond's software", () => {
  it('were extracted from the three repositories at both releases and their main branches', () => {
    const sources = productLinkFixture.sources.map(({repository, ref}) => `${repository}@${ref}`);
    for (const repository of ['goodrain/rainbond-ui', 'goodrain/rainbond-console', 'goodrain/rainbond']) {
      for (const ref of ['v5.17.3-release', 'v6.2.1-release', 'main']) {
        expect(sources).toContain(`${repository}@${ref}`);
      }
    }
    expect(pageLinks.length).toBeGreaterThan(0);
  });

  it('each lead to a page of the site', () => {
    const dangling = pageLinks
      .map(({url, path}) => ({url, target: resolveRedirect(canonicalPath(path))}))
      .filter(({target}) => !isPage(target));
    expect(dangling).toEqual([]);
  });

  it('never redirect a path that is a page', () => {
    expect(productLinks.filter(({from}) => isPage(from))).toEqual([]);
  });

  it('follow the rule: the page of the version that shipped the link, the newest when several did', () => {
    const wrong = productLinks
      .filter(({from}) => from.startsWith('/docs/'))
      .filter(({from, to}) => {
        const versions = shippedBy(from);
        const toOldDocs = to.startsWith('/docs/5.17');
        return versions.has('current') ? toOldDocs : !toOldDocs;
      });
    expect(wrong).toEqual([]);
  });

  it('are each what some shipped link needs (no entry without a link)', () => {
    const linked = new Set(pageLinks.map(({path}) => canonicalPath(path)));
    expect(productLinks.filter(({from}) => !linked.has(from))).toEqual([]);
  });

  it('written with the old /en prefix each have a redirect page to the same place', () => {
    const expected = pageLinks
      .filter(({path}) => path === '/en' || path.startsWith('/en/'))
      .map(({path}) => {
        const canonical = canonicalPath(path);
        return {from: canonical === '/' ? '/en' : `/en${canonical}`, to: resolveRedirect(canonical)};
      });
    const unique = [...new Map(expected.map((entry) => [entry.from, entry])).values()];
    expect([...englishPrefixRedirects].sort((a, b) => a.from.localeCompare(b.from))).toEqual(
      unique.sort((a, b) => a.from.localeCompare(b.from)),
    );
  });
});
