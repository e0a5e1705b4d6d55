import {describe, expect, it} from 'vitest';
import {algoliaBackend, algoliaRequestBody, toGroups, toSitePath, type DocSearchHit} from './algolia';

const settings = {appId: 'APP1', apiKey: 'search-key', indexName: 'rainbond', siteUrl: 'https://www.rainbond.com'};

const hit = (objectID: string, url: string, lvl1: string, lvl2?: string): DocSearchHit => ({
  objectID,
  url,
  type: lvl2 ? 'lvl2' : 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1, lvl2: lvl2 ?? null},
  _highlightResult: {hierarchy: {lvl1: {value: lvl1}, ...(lvl2 ? {lvl2: {value: `<mark>${lvl2}</mark>`}} : {})}},
  _snippetResult: {content: {value: 'snippet'}},
});

describe('hosted search (DocSearch index)', () => {
  it('sends contextual facet filters: the language, and pages that are not docs or are of the version read', () => {
    const body = algoliaRequestBody(settings, {query: 'helm', locale: 'zh', version: '5.17', limit: 5});
    const params = new URLSearchParams(body.requests[0].params);
    expect(body.requests[0].indexName).toBe('rainbond');
    expect(params.get('query')).toBe('helm');
    expect(JSON.parse(params.get('facetFilters') ?? '')).toEqual([
      'language:zh',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-5.17'],
    ]);
  });

  it('rewrites results on the site to site paths and keeps other hosts external', () => {
    expect(toSitePath('https://www.rainbond.com/zh/docs/x?y=1#z', settings.siteUrl)).toEqual({
      url: '/zh/docs/x?y=1#z',
      external: false,
    });
    expect(toSitePath('https://example.org/docs', settings.siteUrl)).toEqual({
      url: 'https://example.org/docs',
      external: true,
    });
  });

  it('groups hits by page, at most three per page and `limit` pages', () => {
    const groups = toGroups(
      [
        hit('1', 'https://www.rainbond.com/docs/a#one', 'Page A', 'One'),
        hit('2', 'https://www.rainbond.com/docs/b', 'Page B'),
        hit('3', 'https://www.rainbond.com/docs/a#two', 'Page A', 'Two'),
        hit('4', 'https://www.rainbond.com/docs/c', 'Page C'),
      ],
      settings,
      2,
    );
    expect(groups.map((group) => group.pageUrl)).toEqual(['/docs/a', '/docs/b']);
    expect(groups[0].hits.map((item) => item.title)).toEqual(['<mark>One</mark>', '<mark>Two</mark>']);
  });

  it('reports a failing service as an error', async () => {
    const failing = (async () => new Response('no', {status: 503})) as typeof fetch;
    await expect(
      algoliaBackend(settings, failing).search({query: 'x', locale: 'en', version: 'current', limit: 5}),
    ).rejects.toThrow(/503/);
  });

  it('queries the configured application host with the public key in the query string', async () => {
    let requested = '';
    const answer = (async (url: RequestInfo | URL) => {
      requested = String(url);
      return Response.json({results: [{hits: [hit('1', 'https://www.rainbond.com/docs/a', 'Page A')], nbHits: 1}]});
    }) as typeof fetch;
    const response = await algoliaBackend(settings, answer).search({query: 'x', locale: 'en', version: 'current', limit: 5});
    expect(new URL(requested).host).toBe('app1-dsn.algolia.net');
    expect(new URL(requested).searchParams.get('x-algolia-api-key')).toBe('search-key');
    expect(response.groups[0].pageUrl).toBe('/docs/a');
  });
});
