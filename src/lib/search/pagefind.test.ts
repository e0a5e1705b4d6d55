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
});
