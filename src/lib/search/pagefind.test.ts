import {describe, expect, it} from 'vitest';
import {HITS_PER_PAGE, pagefindBackend, RANKING, searchBuckets, toGroup, type PagefindData, type PagefindModule} from './pagefind';

/** A page of a fake index: its kind and version (the filters), its score for any query. */
interface FakePage {
  id: string;
  kind: 'docs' | 'api' | 'blog' | 'page';
  version?: string;
  score: number;
  /** Whether it holds the query as a phrase. */
  phrase?: boolean;
  title?: string;
  content?: string;
}

function matches(page: FakePage, filters: Record<string, unknown> | undefined): boolean {
  if (!filters) return true;
  const {not, ...rest} = filters as {not?: Record<string, unknown>};
  const fields = page as unknown as Record<string, unknown>;
  if (not && Object.entries(not).every(([key, value]) => fields[key] === value)) return false;
  return Object.entries(rest).every(([key, value]) => fields[key] === value);
}

/**
 * Answers like Pagefind's module: every page for a query, the pages holding the phrase for a
 * quoted query, the pages the filters match for no query.
 */
function fakeIndex(pages: FakePage[], searches: (string | null)[] = []): PagefindModule {
  const data = (page: FakePage): PagefindData => ({
    url: `/docs/${page.id}`,
    excerpt: page.content ?? '',
    content: page.content,
    meta: {title: page.title ?? page.id},
    filters: {kind: [page.kind], ...(page.version ? {version: [page.version]} : {})},
  });
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query, options) => {
      searches.push(query);
      const exact = query?.startsWith('"');
      return {
        results: pages
          .filter((page) => (exact ? page.phrase : matches(page, options?.filters)))
          .sort((a, b) => b.score - a.score)
          .map((page) => ({id: page.id, score: page.score, data: async () => data(page)})),
      };
    },
  };
}

const request = {query: 'helm', locale: 'en', version: 'current', limit: 5};

describe('local search results', () => {
  it('shows the best-matching sections of a page, in page order, with its kind and version', () => {
    const group = toGroup('p1', {
      url: '/docs/a',
      excerpt: 'page',
      meta: {title: 'Page A'},
      filters: {kind: ['api'], version: ['5.17']},
      sub_results: [
        {title: 'Intro', url: '/docs/a', excerpt: 'i', locations: [1]},
        {title: 'Install', url: '/docs/a#install', excerpt: 'x', locations: [5, 6, 7]},
        {title: 'Upgrade', url: '/docs/a#upgrade', excerpt: 'u', locations: [9, 10]},
        {title: 'Remove', url: '/docs/a#remove', excerpt: 'r', locations: [12, 13]},
      ],
    });
    expect(group.pageTitle).toBe('Page A');
    expect(group.hits).toHaveLength(HITS_PER_PAGE);
    expect(group.hits.map((hit) => hit.url)).toEqual(['/docs/a#install', '/docs/a#upgrade', '/docs/a#remove']);
    expect(group).toMatchObject({kind: 'api', version: '5.17'});
  });

  it('falls back to the page itself when no section matched, and leaves out unknown kinds', () => {
    const group = toGroup('p2', {url: '/blog/x', excerpt: 'e', meta: {title: 'Post'}, filters: {kind: ['other']}});
    expect(group.hits).toEqual([{id: 'p2', url: '/blog/x', title: 'Post', excerpt: 'e', external: false}]);
    expect(group.kind).toBeUndefined();
  });

  it('weighs each kind, and the docs of the version being read apart from the others', () => {
    expect(searchBuckets('5.17').map(({filters}) => filters)).toEqual([
      {kind: 'docs', version: '5.17'},
      {kind: 'docs', not: {version: '5.17'}},
      {kind: 'api', version: '5.17'},
      {kind: 'api', not: {version: '5.17'}},
      {kind: 'page'},
      {kind: 'blog'},
    ]);
  });

  it('ranks guides above API pages and blog posts, and the version being read above the other', async () => {
    // The guides score a little lower in Pagefind: what the pages are lifts them.
    const pages: FakePage[] = [
      {id: 'blog-post', kind: 'blog', score: 10},
      {id: 'api-current', kind: 'api', version: 'current', score: 10},
      {id: 'guide-5.17', kind: 'docs', version: '5.17', score: 8},
      {id: 'product-page', kind: 'page', score: 10},
      {id: 'guide-current', kind: 'docs', version: 'current', score: 8},
    ];
    const backend = pagefindBackend('/pagefind/', async () => fakeIndex(pages));
    const current = await backend.search(request);
    expect(current.groups[0].pageUrl).toBe('/docs/guide-current');
    expect(current.groups.map((group) => group.pageUrl).indexOf('/docs/guide-5.17')).toBeGreaterThan(0);
    expect(current.total).toBe(5);
    const old = await backend.search({...request, version: '5.17'});
    expect(old.groups[0].pageUrl).toBe('/docs/guide-5.17');
    expect(old.groups[0]).toMatchObject({kind: 'docs', version: '5.17'});
  });

  it('keeps a much better match of another kind above a weak guide', async () => {
    const pages: FakePage[] = [
      {id: 'weak-guide', kind: 'docs', version: 'current', score: 1},
      {id: 'strong-post', kind: 'blog', score: 10 / RANKING.kinds.blog},
    ];
    const backend = pagefindBackend('/pagefind/', async () => fakeIndex(pages));
    expect((await backend.search(request)).groups.map((group) => group.pageUrl)).toEqual(['/docs/strong-post', '/docs/weak-guide']);
  });

  it('ranks a page holding the words as a phrase above one that only holds them all', async () => {
    const pages: FakePage[] = [
      {id: 'scattered', kind: 'docs', version: 'current', score: 10},
      {id: 'phrase', kind: 'docs', version: 'current', score: 8, phrase: true},
    ];
    const searches: (string | null)[] = [];
    const backend = pagefindBackend('/pagefind/', async () => fakeIndex(pages, searches));
    const found = await backend.search({...request, query: 'unable to find default route'});
    expect(found.groups.map((group) => group.pageUrl)).toEqual(['/docs/phrase', '/docs/scattered']);
    expect(searches).toContain('"unable to find default route"');
    // One Latin word is no phrase: no quoted search.
    searches.length = 0;
    await backend.search(request);
    expect(searches.some((query) => query?.startsWith('"'))).toBe(false);
  });

  it('retries loading the index after a failure', async () => {
    let attempts = 0;
    const backend = pagefindBackend('/pagefind/', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return fakeIndex([]);
    });
    await expect(backend.search(request)).rejects.toThrow('offline');
    await expect(backend.search(request)).resolves.toEqual({total: 0, groups: []});
  });

  it('keeps Chinese results that contain the Latin words of the query', async () => {
    const pages: FakePage[] = [
      {id: 'a', kind: 'docs', version: 'current', score: 3, title: '网关', content: '配置 z 参数'},
      {id: 'b', kind: 'docs', version: 'current', score: 2, title: '使用 Helm 安装', content: '通过 helm install 部署'},
      {id: 'c', kind: 'docs', version: 'current', score: 1, title: '存储', content: '挂载卷'},
    ];
    const backend = pagefindBackend('/pagefind/', async () => fakeIndex(pages));
    const zh = await backend.search({...request, query: 'helm 安装', locale: 'zh'});
    expect(zh.groups.map((group) => group.pageUrl)).toEqual(['/docs/b']);
    expect(zh.total).toBe(1);
    const nonsense = await backend.search({...request, query: 'zzqvxj', locale: 'zh'});
    expect(nonsense).toEqual({total: 0, groups: []});
    // English is stemmed ("installing" finds "install"): results are taken as they come.
    const en = await backend.search({...request, query: 'zzqvxj'});
    expect(en.total).toBe(3);
  });
});
