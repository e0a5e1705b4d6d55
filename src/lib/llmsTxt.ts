/**
 * /llms.txt and /llms-full.txt of one language (https://llmstxt.org): an index of the
 * Markdown copies (src/lib/markdownCopy.ts) for tools that read documentation for a person,
 * and the latest docs in one file for tools that take a whole manual at once.
 */
import type {MarkdownCopy} from './markdownCopy';

export interface Entry extends Pick<MarkdownCopy, 'kind' | 'title' | 'url' | 'version' | 'description' | 'next' | 'markdown'> {
  /** The page's path (/docs/x, /zh/blog/y): the copy is at this path + `.md`. */
  path: string;
}

export interface Section {
  heading: string;
  entries: Entry[];
}

/**
 * Pages in reading order: each sidebar (and the blog) is a chain of "next" links, followed
 * from the page no other page points to. Pages outside every chain come last, by path, so
 * the order never depends on the order files were read in.
 */
export function readingOrder(entries: readonly Entry[]): Entry[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const pointedAt = new Set(entries.map((entry) => entry.next).filter((next): next is string => next !== undefined && byPath.has(next)));
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const ordered: Entry[] = [];
  const seen = new Set<string>();
  for (const start of sorted.filter((entry) => !pointedAt.has(entry.path))) {
    for (let entry: Entry | undefined = start; entry && !seen.has(entry.path); entry = entry.next ? byPath.get(entry.next) : undefined) {
      seen.add(entry.path);
      ordered.push(entry);
    }
  }
  // A chain with no start (a cycle) is still listed.
  for (const entry of sorted) if (!seen.has(entry.path)) ordered.push(entry);
  return ordered;
}

const isApi = (entry: Entry) => /^(\/zh)?\/docs\/(?:[\d.]+\/)?api(\/|$)/.test(entry.path);

const HEADINGS = {
  en: {docs: 'Documentation', api: 'API reference', blog: 'Blog', page: 'Other pages'},
  zh: {docs: '文档', api: 'API 参考', blog: '博客', page: '其他页面'},
} as const;

/**
 * The sections of llms.txt: the latest docs first, then each older version on its own, then
 * the API reference of each version, the blog and the Markdown pages.
 */
export function sections(entries: readonly Entry[], lang: 'en' | 'zh', latestVersion: string): Section[] {
  const names = HEADINGS[lang];
  const ordered = readingOrder(entries);
  const versions = [...new Set(ordered.filter((entry) => entry.kind === 'docs').map((entry) => entry.version ?? ''))].sort((a, b) =>
    a === latestVersion ? -1 : b === latestVersion ? 1 : b.localeCompare(a, 'en', {numeric: true}),
  );
  const docs = (api: boolean) =>
    versions.map((version) => ({
      heading: `${api ? names.api : names.docs} ${version}`,
      entries: ordered.filter((entry) => entry.kind === 'docs' && entry.version === version && isApi(entry) === api),
    }));
  return [
    ...docs(false),
    ...docs(true),
    {heading: names.blog, entries: ordered.filter((entry) => entry.kind === 'blog')},
    {heading: names.page, entries: ordered.filter((entry) => entry.kind === 'page')},
  ].filter((section) => section.entries.length > 0);
}

/** Where the Markdown copy of a page is served. */
export const markdownUrl = (entry: Pick<Entry, 'url'>) => `${entry.url}.md`;

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function llmsTxt({title, summary, details, sections: list}: {title: string; summary: string; details: string; sections: readonly Section[]}): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, '', oneLine(details)];
  for (const section of list) {
    lines.push('', `## ${section.heading}`, '');
    for (const entry of section.entries) {
      const description = oneLine(entry.description);
      // Brackets in a title would end the link text early.
      const label = oneLine(entry.title).replace(/[[\]]/g, '\\$&');
      lines.push(`- [${label}](${markdownUrl(entry)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The latest docs (guides and API) in reading order, each copy whole, one after another. */
export function llmsFullTxt(header: string, entries: readonly Entry[]): string {
  return [header.trim(), ...entries.map((entry) => entry.markdown.trim())].join('\n\n---\n\n') + '\n';
}
