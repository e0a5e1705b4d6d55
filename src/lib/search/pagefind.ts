import type {PageKind, SearchBackend, SearchGroup, SearchHit, SearchRequest, SearchResponse} from './types';

/** The parts of Pagefind's browser API this site uses (pagefind.js, built with the site). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}
export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text. */
  content?: string;
  meta: {title?: string};
  /** Set at indexing (scripts/lib/search-html.mjs): `kind` always, `version` on docs and API pages. */
  filters?: {kind?: string[]; version?: string[]};
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
type Filter = Record<string, unknown>;
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** A `null` query lists every page the filters match. */
  search(query: string | null, options?: {filters?: Filter}): Promise<{results: PagefindResult[]}>;
}

/** Headings shown under each page in the results. */
export const HITS_PER_PAGE = 3;

/** How deep the pages get their own title weight (scripts/lib/search-html.mjs, `leadField`). */
const LEAD_LEVELS = 6;

/** How results are ranked; each weight multiplies a page's score. */
export const RANKING = {
  /**
   * Metadata matches (Pagefind adds `weight × how rare the matched words are × (share of the
   * query matched)²`). The title is ranked through a copy of its words in a field named by the
   * page's depth (`lead1` for the docs home … `lead6` and deeper, set at indexing), which adds
   * less the deeper the page: of several pages named after the query, the section's own page
   * comes first ("helm": the Helm install page, then the pages about Helm charts in the app
   * store). The copy is split into words as the browser splits a Chinese query, which Pagefind
   * does not do for `title`, so `title` itself does not count.
   */
  metaWeights: {
    title: 0,
    ...Object.fromEntries(Array.from({length: LEAD_LEVELS}, (_, index) => [`lead${index + 1}`, LEAD_LEVELS + 1 - index])),
  } as Record<string, number>,
  /**
   * By what the page is: guides first, then the API reference (its many short pages repeat
   * field names such as `protocol` or `tcp`), marketing pages and blog posts, which describe
   * features rather than explain how to use them.
   */
  kinds: {docs: 1, api: 0.4, page: 0.5, blog: 0.4} as Record<PageKind, number>,
  /** Docs and API pages of a version other than the one being read. */
  otherVersion: 0.3,
  /** A page with the query's words in that order (a pasted error message, a title). */
  phrase: 2,
};

interface Bucket {
  readonly filters: Filter;
  readonly weight: number;
}

/**
 * The groups of pages whose scores are weighed alike: each kind and, for docs and API pages,
 * the version being read and the others. Pagefind ranks by text alone and cannot weigh a page by
 * its filters, so each group's pages are listed once (a search with filters only) and a query's
 * scores are weighed by the group of each page.
 */
export function searchBuckets(version: string): Bucket[] {
  return [
    ...(['docs', 'api'] as const).flatMap((kind) => [
      {filters: {kind, version}, weight: RANKING.kinds[kind]},
      {filters: {kind, not: {version}}, weight: RANKING.kinds[kind] * RANKING.otherVersion},
    ]),
    ...(['page', 'blog'] as const).map((kind) => ({filters: {kind}, weight: RANKING.kinds[kind]})),
  ];
}

/** Each page's weight (by page id) when the given version is being read. */
async function pageWeights(pagefind: PagefindModule, version: string): Promise<Map<string, number>> {
  const lists = await Promise.all(
    searchBuckets(version).map(async ({filters, weight}) => ({weight, results: (await pagefind.search(null, {filters})).results})),
  );
  return new Map(lists.flatMap(({weight, results}) => results.map((result) => [result.id, weight] as const)));
}

function isKind(value: string | undefined): value is PageKind {
  return value !== undefined && value in RANKING.kinds;
}

/**
 * Turns one Pagefind page result into a group: the page's best-matching sections first
 * (Pagefind lists sections in document order), the page itself when no section matched.
 */
export function toGroup(id: string, data: PagefindData): SearchGroup {
  const pageTitle = data.meta.title ?? data.url;
  const sections = (data.sub_results ?? [])
    .map((sub, order) => ({sub, order, weight: sub.locations?.length ?? 0}))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, HITS_PER_PAGE)
    .sort((a, b) => a.order - b.order);
  const hits: SearchHit[] = sections.length
    ? sections.map(({sub}, index) => ({
        id: `${id}-${index}`,
        url: sub.url,
        title: sub.title,
        excerpt: sub.excerpt,
        external: false,
      }))
    : [{id, url: data.url, title: pageTitle, excerpt: data.excerpt, external: false}];
  const kind = data.filters?.kind?.[0];
  const version = data.filters?.version?.[0];
  return {
    pageTitle,
    pageUrl: data.url,
    hits,
    ...(isKind(kind) ? {kind} : {}),
    ...(version ? {version} : {}),
  };
}

/** Latin words of a query (product names, commands, error codes), lower-cased. */
export function latinWords(query: string): string[] {
  return [...query.toLowerCase().matchAll(/[a-z0-9][a-z0-9._-]+/g)].map((match) => match[0]);
}

/**
 * Whether a Chinese page contains each Latin word of the query. Where no indexed word starts
 * with a query word, Pagefind falls back to indexed words that the query word starts with, and
 * the Chinese index holds short Latin fragments: "zzqvxj" found pages containing a "z". Chinese
 * is not stemmed, so the word itself must be on the page.
 */
function containsWords(data: PagefindData, words: readonly string[]): boolean {
  const text = `${data.meta.title ?? ''} ${data.content ?? data.excerpt}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * Search over the local index. The module is loaded on first use from the site itself;
 * its index fragments then load on demand, per query, for the page's language (Pagefind
 * keeps one index per `<html lang>`). Only the results shown load their page data.
 */
export function pagefindBackend(
  indexUrl: string,
  load: (url: string) => Promise<PagefindModule> = (url) => import(/* webpackIgnore: true */ url),
): SearchBackend {
  let ready: Promise<PagefindModule> | undefined;
  const weightsByVersion = new Map<string, Promise<Map<string, number>>>();
  const module = () => {
    ready ??= (async () => {
      const pagefind = await load(`${indexUrl}pagefind.js`);
      await pagefind.options({excerptLength: 22, ranking: {metaWeights: RANKING.metaWeights}});
      await pagefind.init();
      return pagefind;
    })().catch((error: unknown) => {
      ready = undefined; // a later attempt may succeed once the network is back
      weightsByVersion.clear();
      throw error;
    });
    return ready;
  };
  /** Listed once per version read, then kept: the index does not change while the page is open. */
  const weightsFor = (pagefind: PagefindModule, version: string) => {
    let listed = weightsByVersion.get(version);
    if (!listed) {
      listed = pageWeights(pagefind, version).catch((error: unknown) => {
        weightsByVersion.delete(version);
        throw error;
      });
      weightsByVersion.set(version, listed);
    }
    return listed;
  };
  return {
    async search({query, locale, version, limit}: SearchRequest): Promise<SearchResponse> {
      const pagefind = await module();
      const text = query.trim().replace(/"/g, '');
      // One word of a space-separated language cannot be a phrase; Chinese text can.
      const phraseSearch = /\s|[^\p{Script=Latin}\p{N}\p{P}]/u.test(text)
        ? pagefind.search(`"${text}"`).then(({results}) => new Set(results.map((result) => result.id)))
        : Promise.resolve(new Set<string>());
      const [weights, phrase, {results}] = await Promise.all([weightsFor(pagefind, version), phraseSearch, pagefind.search(query)]);
      const ranked = results
        .map((result) => ({
          result,
          score: result.score * (weights.get(result.id) ?? 1) * (phrase.has(result.id) ? RANKING.phrase : 1),
        }))
        .sort((a, b) => b.score - a.score);
      const loaded = await Promise.all(
        ranked.slice(0, limit).map(async ({result}) => ({id: result.id, data: await result.data()})),
      );
      const words = locale.startsWith('zh') ? latinWords(text) : [];
      const kept = loaded.filter(({data}) => containsWords(data, words));
      // Only the results shown are checked; when none of them holds the words, none does.
      const total = kept.length ? ranked.length - (loaded.length - kept.length) : 0;
      return {total, groups: kept.map(({id, data}) => toGroup(id, data))};
    },
  };
}
