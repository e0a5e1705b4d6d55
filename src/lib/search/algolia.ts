import {contextTags} from './context';
import {plainText} from './highlight';
import type {SearchBackend, SearchGroup, SearchHit, SearchRequest, SearchResponse} from './types';

type Settings = {appId: string; apiKey: string; indexName: string; siteUrl: string};

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

interface Highlighted {
  value: string;
}
/** A record of a DocSearch index, as the crawler writes it. */
export interface DocSearchHit {
  objectID: string;
  url: string;
  type: Level | 'content';
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: {hierarchy?: Partial<Record<Level, Highlighted>>; content?: Highlighted};
  _snippetResult?: {content?: Highlighted; hierarchy?: Partial<Record<Level, Highlighted>>};
}

/** The request body of Algolia's multi-query endpoint, with DocSearch's facet filters. */
export function algoliaRequestBody(settings: Settings, {query, locale, version, limit}: SearchRequest) {
  const params = new URLSearchParams({
    query,
    hitsPerPage: String(limit * 3),
    // Language AND any of the tags, as Docusaurus's contextual search sends them: the hosted
    // index is limited to the docs version being read.
    facetFilters: JSON.stringify([`language:${locale}`, contextTags(version).map((tag) => `docusaurus_tag:${tag}`)]),
    attributesToRetrieve: JSON.stringify([...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify([...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:12']),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    distinct: '1',
  });
  return {requests: [{indexName: settings.indexName, params: params.toString()}]};
}

/**
 * Hosted results carry absolute URLs. Those on the site's own origin become site paths (so
 * they navigate inside the app, on whichever host serves this copy of the site); any other
 * host is kept as a full URL and opened with a full page load.
 */
export function toSitePath(url: string, siteUrl: string): {url: string; external: boolean} {
  const target = new URL(url, siteUrl);
  if (target.origin === new URL(siteUrl).origin) {
    return {url: `${target.pathname}${target.search}${target.hash}`, external: false};
  }
  return {url: target.href, external: true};
}

function levelTitle(hit: DocSearchHit, level: Level): string {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';
}

export function toGroups(hits: readonly DocSearchHit[], settings: Settings, limit: number): SearchGroup[] {
  const groups = new Map<string, {pageTitle: string; pageUrl: string; hits: SearchHit[]}>();
  for (const hit of hits) {
    const {url, external} = toSitePath(hit.url, settings.siteUrl);
    const pageUrl = url.split('#')[0];
    const deepest = [...LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl0';
    const title = hit.type === 'content' ? levelTitle(hit, deepest) : levelTitle(hit, hit.type);
    const excerpt = hit._snippetResult?.content?.value ?? hit.content ?? '';
    let group = groups.get(pageUrl);
    if (!group) {
      if (groups.size >= limit) continue;
      group = {pageTitle: plainText(hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? title), pageUrl, hits: []};
      groups.set(pageUrl, group);
    }
    if (group.hits.length < 3) {
      group.hits.push({id: hit.objectID, url, title, excerpt, external});
    }
  }
  return [...groups.values()];
}

/** Queries the hosted index configured at build time (public, search-only key). */
export function algoliaBackend(settings: Settings, fetchImpl: typeof fetch = fetch): SearchBackend {
  // Credentials go in the query string, as Algolia's own clients send them: custom headers
  // would add a CORS preflight round trip to every keystroke.
  const endpoint = `https://${settings.appId}-dsn.algolia.net/1/indexes/*/queries?${new URLSearchParams({
    'x-algolia-application-id': settings.appId,
    'x-algolia-api-key': settings.apiKey,
  })}`;
  return {
    async search(request: SearchRequest): Promise<SearchResponse> {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: JSON.stringify(algoliaRequestBody(settings, request)),
      });
      if (!response.ok) {
        throw new Error(`search service answered ${response.status}`);
      }
      const {results} = (await response.json()) as {results: {hits: DocSearchHit[]; nbHits: number}[]};
      const [first] = results;
      const groups = toGroups(first?.hits ?? [], settings, request.limit);
      return {total: Math.max(groups.length, first?.nbHits ?? 0), groups};
    },
  };
}
