/**
 * The Markdown copy of a built page (`<url>.md`, written by scripts/build-markdown.mjs), made
 * from the HTML the site serves rather than from the sources, so that generated API pages,
 * translations and everything MDX components render are included as readers see them.
 *
 * The HTML becomes a syntax tree (rehype-parse), the page furniture is cut away and the
 * theme's widgets are rewritten as the plain elements Markdown has (code blocks, blockquotes,
 * headed sections), then rehype-remark and remark-stringify (with GFM tables) write Markdown.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

export type PageKind = 'docs' | 'blog' | 'page';

export interface MarkdownCopy {
  kind: PageKind;
  title: string;
  /** Absolute canonical URL of the HTML page. */
  url: string;
  /** The docs version's label (V6.2, V5.17) on docs and API pages. */
  version?: string;
  lang: string;
  /** The page's description (meta), for llms.txt. */
  description: string;
  /** Path of the next page in the sidebar (docs) or the older post (blog): the reading order. */
  next?: string;
  /** The whole file: title, URL and version lines, then the content. */
  markdown: string;
}

type Parent = Root | Element;

const classesOf = (node: Element): string[] => {
  // rehype-parse always gives className as a list.
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string) => classesOf(node).includes(name);
/** CSS-module classes carry a build hash (`title_f1Hy`); match them by their source name. */
const hasModuleClass = (node: Element, name: string) => classesOf(node).some((c) => c === name || c.startsWith(`${name}_`));
const isElement = (node: RootContent | ElementContent | Root | undefined): node is Element => node?.type === 'element';

function* elements(parent: Parent): Generator<Element> {
  for (const child of parent.children) {
    if (isElement(child)) {
      yield child;
      yield* elements(child);
    }
  }
}

const find = (parent: Parent, test: (node: Element) => boolean) => {
  for (const node of elements(parent)) if (test(node)) return node;
  return undefined;
};

function textOf(node: Parent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as ElementContent)).join('');
  return '';
}

/** Rewrites the tree bottom-up: `visit` returns the nodes that take the element's place. */
function rewrite(parent: Parent, visit: (node: Element) => ElementContent[] | undefined): void {
  const next: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    if (!isElement(child)) {
      next.push(child);
      continue;
    }
    rewrite(child, visit);
    next.push(...(visit(child) ?? [child]));
  }
  parent.children = next as typeof parent.children;
}

const h = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const labelParagraph = (label: string) => h('p', [h('strong', [text(label)])]);

/** Page chrome inside the content area: none of it is part of what the page says. */
function isFurniture(node: Element): boolean {
  if (['button', 'svg', 'script', 'style', 'noscript', 'template'].includes(node.tagName)) return true;
  if (node.properties.ariaHidden === 'true') return true;
  // Hidden tab panels are content (every tab is written out); anything else hidden is not.
  if (node.properties.hidden === true && node.properties.role !== 'tabpanel') return true;
  return ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-breadcrumbs', 'theme-doc-version-badge', 'theme-doc-version-banner', 'theme-doc-footer', 'pagination-nav'].some((name) =>
    hasClass(node, name),
  );
}

/**
 * A highlighted code block (src/components/HighlightedCode): the language is on the wrapper,
 * the optional title in a div before the content, the code a token soup of spans.
 */
function codeBlock(node: Element): ElementContent[] {
  const language = classesOf(node).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const pre = find(node, (el) => el.tagName === 'pre');
  if (!pre) return [];
  const title = node.children.find((child): child is Element => isElement(child) && !find(child, (el) => el.tagName === 'pre'));
  const code = h('pre', [h('code', [text(textOf(pre))], language && language !== 'text' ? {className: [`language-${language}`]} : {})]);
  return title ? [h('p', [h('code', [text(textOf(title).trim())])]), code] : [code];
}

/** An admonition becomes a blockquote that starts with its label (Note, 警告…). */
function admonition(node: Element): ElementContent[] {
  const heading = node.children.find((child): child is Element => isElement(child) && hasModuleClass(child, 'admonitionHeading'));
  const content = node.children.find((child): child is Element => isElement(child) && hasModuleClass(child, 'admonitionContent'));
  const label = heading ? textOf(heading).trim() : '';
  const body = content?.children ?? node.children;
  const label0 = label ? label.charAt(0).toUpperCase() + label.slice(1) : '';
  return [h('blockquote', [...(label0 ? [labelParagraph(label0)] : []), ...body])];
}

/**
 * Tabs (the theme's and the API samples'): every panel is written out, each after its tab's
 * label, since a Markdown reader cannot switch between them.
 */
function tabs(node: Element): ElementContent[] | undefined {
  const list = node.children.find((child): child is Element => isElement(child) && child.properties.role === 'tablist');
  if (!list) return undefined;
  const labels = [...elements(list)].filter((el) => el.properties.role === 'tab').map((el) => textOf(el).trim());
  const panels = [...elements(node)].filter((el) => el.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [...(labels[index] ? [labelParagraph(labels[index])] : []), ...panel.children]);
}

/**
 * Components lay out some inline parts side by side with CSS alone (the API pages' method
 * badge and path, a field's name, type and "required"), so the text has no space between
 * them; without one they would read as a single word.
 */
function spaceOutSpans(node: Element): void {
  const inline = (child: ElementContent | undefined) => isElement(child) && (child.tagName === 'span' || child.tagName === 'code');
  const children: ElementContent[] = [];
  for (const child of node.children) {
    const previous = children[children.length - 1];
    if (inline(child) && inline(previous) && ((child as Element).tagName === 'span' || (previous as Element).tagName === 'span')) {
      children.push(text(' '));
    }
    children.push(child);
  }
  node.children = children;
}

/** Links and images point at the live site, so the copy works wherever it is pasted. */
function absolutize(node: Element, pageUrl: string): void {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value !== 'string' || value === '') continue;
    try {
      node.properties[attribute] = new URL(value, pageUrl).href;
    } catch {
      // A malformed URL is left as written; it is already broken on the HTML page.
    }
  }
}

function meta(root: Root, test: (el: Element) => boolean, attribute: string): string | undefined {
  const node = find(root, test);
  const value = node?.properties[attribute];
  return typeof value === 'string' ? value : undefined;
}

/** The kind of page and its content element, or undefined for pages with no Markdown copy. */
function contentOf(root: Root): {kind: PageKind; content: Element} | undefined {
  const html = find(root, (el) => el.tagName === 'html');
  if (!html) return undefined;
  const classes = classesOf(html);
  if (classes.includes('docs-doc-page')) {
    const content = find(root, (el) => hasClass(el, 'theme-doc-markdown'));
    return content && {kind: 'docs', content};
  }
  if (classes.includes('blog-post-page')) {
    const content = find(root, (el) => el.properties.id === '__blog-post-container');
    return content && {kind: 'blog', content};
  }
  if (classes.includes('mdx-page')) {
    const main = find(root, (el) => el.tagName === 'main');
    const content = main && find(main, (el) => el.tagName === 'article');
    return content && {kind: 'page', content};
  }
  return undefined;
}

const VERSION_LINE: Record<string, {url: string; version: string}> = {
  zh: {url: '网址', version: '文档版本'},
  en: {url: 'URL', version: 'Docs version'},
};

/**
 * The Markdown copy of one built page, or undefined when the page has none (home and other
 * React pages, blog lists, redirect stubs).
 */
export function pageToMarkdown(html: string): MarkdownCopy | undefined {
  const root = unified().use(rehypeParse).parse(html);
  if (find(root, (el) => el.tagName === 'meta' && String(el.properties.httpEquiv ?? '').toLowerCase() === 'refresh')) return undefined;
  const found = contentOf(root);
  const url = meta(root, (el) => el.tagName === 'link' && String(el.properties.rel) === 'canonical', 'href');
  if (!found || !url) return undefined;
  const {kind, content} = found;
  const lang = (meta(root, (el) => el.tagName === 'html', 'lang') ?? 'en').startsWith('zh') ? 'zh' : 'en';
  const description = meta(root, (el) => el.tagName === 'meta' && el.properties.name === 'description', 'content') ?? '';

  const h1 = find(content, (el) => el.tagName === 'h1') ?? find(root, (el) => el.tagName === 'h1');
  const ogTitle = meta(root, (el) => el.tagName === 'meta' && el.properties.property === 'og:title', 'content');
  const title = (h1 ? textOf(h1) : (ogTitle ?? '').replace(/ \| Rainbond$/, '')).trim();
  const badge = find(root, (el) => hasClass(el, 'theme-doc-version-badge'));
  // The badge reads "Version: V6.2" / "版本：V6.2": the label is what follows the colon.
  const version = kind === 'docs' && badge ? textOf(badge).split(/[:：]/).pop()!.trim() : undefined;

  const nextLink = find(root, (el) => el.tagName === 'a' && hasClass(el, 'pagination-nav__link--next'));
  const nextHref = nextLink && typeof nextLink.properties.href === 'string' ? new URL(nextLink.properties.href, url).pathname : undefined;

  // Code blocks first, so that the passes below never see the highlighter's token spans.
  rewrite(content, (node) => (hasClass(node, 'theme-code-block') ? codeBlock(node) : undefined));
  rewrite(content, (node) => {
    if (isFurniture(node)) return [];
    // The title is written above the content; on docs pages the h1 sits in a <header>.
    if (node === h1) return [];
    if (node.tagName === 'header' && node.children.every((child) => child.type === 'text' && child.value.trim() === '')) return [];
    if (hasClass(node, 'theme-admonition')) return admonition(node);
    const panels = tabs(node);
    if (panels) return panels;
    absolutize(node, url);
    spaceOutSpans(node);
    return undefined;
  });

  const toMarkdown = unified()
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', strong: '*'});
  const body = toMarkdown.stringify(toMarkdown.runSync({type: 'root', children: content.children})).trim();

  const labels = VERSION_LINE[lang]!;
  const lines = [`# ${title}`, '', `${labels.url}: ${url}`];
  if (version) lines.push(`${labels.version}: ${version}`);
  return {kind, title, url, version, lang, description, next: nextHref, markdown: `${lines.join('\n')}\n\n${body}\n`};
}
