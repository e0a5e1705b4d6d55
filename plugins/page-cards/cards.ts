/**
 * The pure part of the page-cards plugin: turns the front matter of the case-study and
 * use-scene pages into the cards their list pages show. No file system here, so it can be
 * unit-tested and its types imported by client code (type-only imports).
 */

/** One Markdown page of a section, as read from disk. */
export interface PageSource {
  /** File name inside the section folder, e.g. `boe.md`. */
  readonly file: string;
  /** Where it was read from, for error messages. */
  readonly filePath: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

interface Card {
  /** File name without extension; also the last segment of the route. */
  readonly slug: string;
  /** Route of the article without the locale prefix (`/case/boe`); `Link` adds the base URL. */
  readonly path: string;
  readonly title: string;
  readonly summary: string;
}

/** A case-study card: customer, industry and the one-line outcome. */
export interface CaseCard extends Card {
  readonly industry: string;
}

export type SceneCard = Card;

/** The cards the plugin reads; each list page receives its half as the `cards` prop. */
export interface PageCardsData {
  readonly cases: readonly CaseCard[];
  readonly scenes: readonly SceneCard[];
}

/**
 * The slug of a page file, or null for what is not an article: files other than .md/.mdx
 * and names starting with `_` (which the pages plugin does not route either).
 */
export function slugOf(file: string): string | null {
  const match = /^([^_.][^/]*)\.mdx?$/.exec(file);
  return match ? match[1] : null;
}

function requiredText(source: PageSource, key: string): string {
  const value = source.frontMatter[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`page-cards: ${source.filePath} needs a non-empty "${key}" in its front matter.`);
  }
  return value.trim();
}

function optionalOrder(source: PageSource): number | undefined {
  const value = source.frontMatter.order;
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`page-cards: "order" in ${source.filePath} must be a number.`);
  }
  return value;
}

/**
 * Cards with an `order` come first, lowest first; cards without one follow. Ties and
 * unordered cards are sorted by title in the page's language, then by slug.
 */
function sortCards<T extends Card>(entries: readonly {card: T; order: number | undefined}[], locale: string): T[] {
  const rank = (order: number | undefined) => order ?? Number.POSITIVE_INFINITY;
  return [...entries]
    .sort(
      (a, b) =>
        rank(a.order) - rank(b.order) ||
        a.card.title.localeCompare(b.card.title, locale) ||
        a.card.slug.localeCompare(b.card.slug, 'en'),
    )
    .map(({card}) => card);
}

function articles(sources: readonly PageSource[]): {source: PageSource; slug: string}[] {
  return sources.flatMap((source) => {
    const slug = slugOf(source.file);
    return slug ? [{source, slug}] : [];
  });
}

/** Case cards from `card_title` (customer), `industry`, `card_summary` and optional `order`. */
export function caseCards(sources: readonly PageSource[], locale: string, basePath = '/case'): CaseCard[] {
  const entries = articles(sources).map(({source, slug}) => ({
    card: {
      slug,
      path: `${basePath}/${slug}`,
      title: requiredText(source, 'card_title'),
      industry: requiredText(source, 'industry'),
      summary: requiredText(source, 'card_summary'),
    },
    order: optionalOrder(source),
  }));
  return sortCards(entries, locale);
}

/** Scene cards from the page `title`, `card_summary` and optional `order`. */
export function sceneCards(sources: readonly PageSource[], locale: string, basePath = '/usescene'): SceneCard[] {
  const entries = articles(sources).map(({source, slug}) => ({
    card: {
      slug,
      path: `${basePath}/${slug}`,
      title: requiredText(source, 'title'),
      summary: requiredText(source, 'card_summary'),
    },
    order: optionalOrder(source),
  }));
  return sortCards(entries, locale);
}
