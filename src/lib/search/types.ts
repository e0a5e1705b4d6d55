/** What a page is: a guide of the docs, a page of the API reference, a blog post, any other page. */
export type PageKind = 'docs' | 'api' | 'blog' | 'page';

/** One result row: a page, or a heading inside a page. */
export interface SearchHit {
  readonly id: string;
  /** A site path (`/docs/…#anchor`) or, for hosted results on another host, a full URL. */
  readonly url: string;
  /** Heading (or page) title; may contain `<mark>` highlights. */
  readonly title: string;
  /** Snippet around the match; may contain `<mark>` highlights. */
  readonly excerpt: string;
  /** True when the URL leaves this site and must be opened with a full page load. */
  readonly external: boolean;
}

/** Hits grouped under the page they belong to, in relevance order. */
export interface SearchGroup {
  readonly pageTitle: string;
  readonly pageUrl: string;
  readonly hits: readonly SearchHit[];
  /** What the page is, when the backend knows it. */
  readonly kind?: PageKind;
  /** The docs version of a docs or API page (`current`, `5.17`). */
  readonly version?: string;
}

export interface SearchResponse {
  /** Number of matching pages (not only the ones loaded). */
  readonly total: number;
  readonly groups: readonly SearchGroup[];
}

export interface SearchRequest {
  readonly query: string;
  /** Locale of the page the reader is on; results come from this locale only. */
  readonly locale: string;
  /**
   * The docs version being read, or the latest one outside the docs (`current`, `5.17`): its
   * pages rank first, those of other versions below them.
   */
  readonly version: string;
  /** Maximum number of pages to return. */
  readonly limit: number;
}

export interface SearchBackend {
  search(request: SearchRequest): Promise<SearchResponse>;
}

/** What the build tells the browser about search (docusaurus.config.ts customFields.search). */
export type SearchSettings =
  | {readonly provider: 'local'; readonly indexUrl: string}
  | {
      readonly provider: 'algolia';
      readonly appId: string;
      readonly apiKey: string;
      readonly indexName: string;
      /** The site's own origin: hosted results on it are rewritten to site paths. */
      readonly siteUrl: string;
    };
