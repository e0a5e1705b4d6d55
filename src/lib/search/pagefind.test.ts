import {describe, expect, it} from 'vitest';
import {HITS_PER_PAGE, pagefindBackend, toGroup} from './pagefind';

describe('local search results', () => {
  it('shows the best-matching sections of a page, in page order', () => {
    const group = toGroup('p1', {
      url: '/docs/a',
      excerpt: 'page',
      meta: {title: 'Page A'},
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
  });

  it('falls back to the page itself when no section matched', () => {
    const group = toGroup('p2', {url: '/blog/x', excerpt: 'e', meta: {title: 'Post'}});
    expect(group.hits).toEqual([{id: 'p2', url: '/blog/x', title: 'Post', excerpt: 'e', external: false}]);
  });

  it('retries loading the index after a failure', async () => {
    let attempts = 0;
    const backend = pagefindBackend('/pagefind/', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return {
        options: async () => undefined,
        init: async () => undefined,
        search: async () => ({results: []}),
      };
    });
    const request = {query: 'x', locale: 'en', tags: ['default'], limit: 5};
    await expect(backend.search(request)).rejects.toThrow('offline');
    await expect(backend.search(request)).resolves.toEqual({total: 0, groups: []});
  });

  it('keeps Chinese results that contain the Latin words of the query', async () => {
    const page = (id: string, title: string, content: string) => ({
      id,
      data: async () => ({url: `/zh/docs/${id}`, excerpt: content, content, meta: {title}}),
    });
    const results = [page('a', '网关', '配置 z 参数'), page('b', '使用 Helm 安装', '通过 helm install 部署'), page('c', '存储', '挂载卷')];
    const backend = pagefindBackend('/pagefind/', async () => ({
      options: async () => undefined,
      init: async () => undefined,
      search: async () => ({results}),
    }));
    const zh = await backend.search({query: 'helm 安装', locale: 'zh', tags: ['default'], limit: 5});
    expect(zh.groups.map((group) => group.pageUrl)).toEqual(['/zh/docs/b']);
    expect(zh.total).toBe(1);
    const nonsense = await backend.search({query: 'zzqvxj', locale: 'zh', tags: ['default'], limit: 5});
    expect(nonsense).toEqual({total: 0, groups: []});
    // English is indexed word by word (with stemming): results are taken as they come.
    const en = await backend.search({query: 'helm', locale: 'en', tags: ['default'], limit: 5});
    expect(en.total).toBe(3);
  });
});
