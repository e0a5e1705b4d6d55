import type {SearchBackend, SearchGroup, SearchHit, SearchRequest, SearchResponse} from './types';

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
  content?: string;
  meta: {title?: string};
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: {filters?: Record<string, unknown>},
  ): Promise<{results: PagefindResult[]}>;
}

/** Headings shown under each page in the results. */
export const HITS_PER_PAGE = 3;

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
  return {pageTitle, pageUrl: data.url, hits};
}

/** Latin words of a query (product names, commands), lower-cased. */
export function latinWords(query: string): string[] {
  return [...query.toLowerCase().matchAll(/[a-z0-9][a-z0-9._-]+/g)].map((match) => match[0]);
}

/** How many results are checked for the Latin words of a Chinese query. */
export const LATIN_CHECK_DEPTH = 40;

/**
 * Search over the local index. The module is loaded on first use from the site itself;
 * its index fragments then load on demand, per query, for the page's language (Pagefind
 * keeps one index per `<html lang>`).
 */
export function pagefindBackend(
  indexUrl: string,
  load: (url: string) => Promise<PagefindModule> = (url) => import(/* webpackIgnore: true */ url),
): SearchBackend {
  let ready: Promise<PagefindModule> | undefined;
  const module = () => {
    ready ??= (async () => {
      const pagefind = await load(`${indexUrl}pagefind.js`);
      await pagefind.options({excerptLength: 22});
      await pagefind.init();
      return pagefind;
    })().catch((error: unknown) => {
      ready = undefined; // a later attempt may succeed once the network is back
      throw error;
    });
    return ready;
  };
  return {
    async search({query, locale, tags, limit}: SearchRequest): Promise<SearchResponse> {
      const pagefind = await module();
      const {results} = await pagefind.search(query, {
        filters: {docusaurus_tag: {any: [...tags]}},
      });
      const words = locale.startsWith('zh') ? latinWords(query) : [];
      if (words.length === 0) {
        const page = results.slice(0, limit);
        const groups = await Promise.all(page.map(async (result) => toGroup(result.id, await result.data())));
        return {total: results.length, groups};
      }
      // The Chinese index splits a query into single characters, so a Latin word such as
      // "helm" also matches pages that merely contain an "h" and an "m". Keep the pages that
      // contain each Latin word; a nonsense word then finds nothing, as it should.
      const checked = results.slice(0, Math.max(limit, LATIN_CHECK_DEPTH));
      const loaded = await Promise.all(checked.map(async (result) => ({result, data: await result.data()})));
      const kept = loaded.filter(({data}) => {
        const text = `${data.meta.title ?? ''} ${data.content ?? data.excerpt}`.toLowerCase();
        return words.every((word) => text.includes(word));
      });
      // Past the checked depth, assume the same share of matches.
      const unchecked = results.length - checked.length;
      const total = kept.length + Math.round(unchecked * (kept.length / Math.max(checked.length, 1)));
      return {total, groups: kept.slice(0, limit).map(({result, data}) => toGroup(result.id, data))};
    },
  };
}
