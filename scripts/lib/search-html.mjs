// How a built page is adjusted before Pagefind indexes it (scripts/build-search-index.mjs).
// Pure functions of the page's HTML and route, so that the unit test can index samples with the
// real indexer (tests/unit/search-index.test.ts).

/**
 * Elements whose end tag HTML allows to leave out, and the minifier does (`<td>a<td>b`,
 * `<li>one<li>two`). Pagefind reads the page as a stream and only separates the text of
 * elements whose end tag it meets, so without a separator it indexed "SymptomCause" and
 * "alpha betagamma": words in table cells, list items and paragraphs glued to their
 * neighbours were found late or not at all.
 */
const OPTIONAL_END_TAGS = ['li', 'dt', 'dd', 'p', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'caption', 'option'];
const BLOCK_START = new RegExp(`<(?:${OPTIONAL_END_TAGS.join('|')})(?=[\\s>/])`, 'g');

/** Puts a space before each such element, where the browser ends the previous one anyway. */
export function separateBlocks(html) {
  return html.replace(BLOCK_START, ' $&');
}

/**
 * What a page is, from the classes Docusaurus writes on <html>: a guide of the docs, a page of
 * the API reference (the docs under api/), a blog post, or any other page. Docs and API pages
 * also carry their docs version (`current`, `5.17`).
 * @returns {{kind: 'docs' | 'api' | 'blog' | 'page', version?: string}}
 */
export function pageKind(html) {
  const classes = (html.match(/<html[^>]*\sclass="?([^">]*)/)?.[1] ?? '').split(/\s+/);
  if (classes.includes('plugin-docs')) {
    const version = classes.find((name) => name.startsWith('docs-version-'))?.slice('docs-version-'.length);
    const id = classes.find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length) ?? '';
    return {kind: id.startsWith('api/') ? 'api' : 'docs', ...(version ? {version} : {})};
  }
  if (classes.includes('plugin-blog')) return {kind: 'blog'};
  return {kind: 'page'};
}

/**
 * How deep a page sits in the site: the segments of its route, leaving out the language and
 * the docs version (`/docs/installation/install-with-helm` and its 5.17 twin are 3, the docs
 * home 1, a blog post 2).
 */
export function routeDepth(route, versions = []) {
  const segments = route.split('/').filter(Boolean);
  if (segments[0] === 'zh') segments.shift();
  if (segments[0] === 'docs' && versions.includes(segments[1])) segments.splice(1, 1);
  return segments.length;
}

/** The deepest level that gets its own title weight; deeper pages share it. */
export const DEEPEST_LEAD = 6;

/**
 * The metadata field that holds a page's title for ranking, named by the page's depth
 * (`lead1` … `lead6`): the search weighs a match in it more the higher the page sits
 * (src/lib/search/pagefind.ts), so that of the pages named after what a reader typed, the
 * section's own page comes before the pages below it ("helm": the Helm install page, then the
 * pages about Helm charts in the app store).
 */
export function leadField(depth) {
  return `lead${Math.min(Math.max(depth, 1), DEEPEST_LEAD)}`;
}

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** The text of the page's first h1, without markup. */
export function titleText(html) {
  const inner = html.match(/<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name) => {
      if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Pagefind splits metadata at spaces only, so a Chinese title ("卸载 Rainbond" is two words,
 * "离线跨环境交付" one) matched a query's word only at its start. Split the way the browser
 * splits the query (Pagefind segments Chinese queries with Intl.Segmenter).
 */
export function searchWords(text, lang) {
  if (!/^zh/i.test(lang)) return text;
  const words = [...new Intl.Segmenter(lang, {granularity: 'word'}).segment(text)];
  return words
    .filter((part) => part.isWordLike)
    .map((part) => part.segment)
    .join(' ');
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Marks <main> as the indexed region with the page's kind and version as filters (the search
 * ranks by them: src/lib/search/pagefind.ts), gives the title the highest weight Pagefind allows
 * within the text (readers type titles: without it, a long page that repeats the words outranks
 * the page named by them), adds the title's words in the depth's field, and separates blocks
 * whose end tag was left out.
 */
export function prepareForIndex(html, {kind, version, depth}) {
  const lang = html.match(/<html[^>]*\slang="?([\w-]+)/)?.[1] ?? 'en';
  const title = searchWords(titleText(html), lang);
  const marks = [
    version && `<span data-pagefind-filter="version:${attribute(version)}"></span>`,
    title && `<span data-pagefind-meta="${leadField(depth)}:${attribute(title)}"></span>`,
  ].filter(Boolean);
  return separateBlocks(
    html
      .replace(/<main(\s[^>]*)?>/, (open) => `${open.slice(0, -1)} data-pagefind-body data-pagefind-filter="kind:${kind}">${marks.join('')}`)
      .replace(/<h1(\s|>)/, '<h1 data-pagefind-weight="10"$1'),
  );
}
