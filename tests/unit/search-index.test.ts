// @vitest-environment node
import {gunzipSync} from 'node:zlib';
import * as pagefind from 'pagefind';
import {afterAll, describe, expect, it} from 'vitest';
import {pageKind, prepareForIndex, routeDepth, searchWords} from '../../scripts/lib/search-html.mjs';

/** A built page as the minifier writes it: optional end tags left out. */
function builtPage({lang = 'en-US', classes, title, body}: {lang?: string; classes: string; title: string; body: string}) {
  return `<!doctype html><html lang=${lang} dir=ltr class="${classes}"><head><title>${title}</title></head><body>
<nav>Docs Blog</nav><main class=docMainContainer_x><article><header><h1>${title}</h1></header>${body}</article></main>
<footer>Copyright</footer></body></html>`;
}

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

/** Indexes the pages with the real indexer, as scripts/build-search-index.mjs does, and reads back what it stored. */
async function index(pages: {route: string; html: string}[]): Promise<Fragment[]> {
  const {index: created, errors} = await pagefind.createIndex({includeCharacters: '-_'});
  if (!created) throw new Error(errors.join('; '));
  for (const {route, html} of pages) {
    const page = {...pageKind(html), depth: routeDepth(route, ['5.17'])};
    const added = await created.addHTMLFile({url: route, content: prepareForIndex(html, page)});
    expect(added.errors).toEqual([]);
  }
  const {files} = await created.getFiles();
  return files
    .filter((file) => file.path.includes('fragment/'))
    .map((file) => JSON.parse(gunzipSync(Buffer.from(file.content)).toString('utf8').replace(/^pagefind_dcd/, '')) as Fragment);
}

afterAll(async () => {
  await pagefind.close();
});

describe('search index preparation', () => {
  it('indexes table cells, list items and paragraphs whose end tag was left out as separate words', async () => {
    const [page] = await index([
      {
        route: '/docs/troubleshooting/install',
        html: builtPage({
          classes: 'plugin-docs docs-version-current docs-doc-id-troubleshooting/install',
          title: 'Installation problems',
          body:
            '<table><thead><tr><th>Symptom<th>Fix<tbody><tr><td><code>OOMKilled</code><td>Raise the memory' +
            '<tr><td>Evicted<td>Free disk space</table><ul><li>first item<li>second item</ul><p>one paragraph<p>another one',
        }),
      },
    ]);
    const words = page.content.split(/[\s.]+/);
    for (const word of ['Symptom', 'Fix', 'OOMKilled', 'Raise', 'memory', 'Evicted', 'Free', 'space', 'item', 'second', 'paragraph', 'another']) {
      expect(words, word).toContain(word);
    }
    // Only <main> is indexed.
    expect(page.content).not.toContain('Copyright');
  });

  it('files each page under its kind and docs version', async () => {
    const pages = await index([
      {route: '/docs/quick-start', html: builtPage({classes: 'plugin-docs docs-version-current docs-doc-id-quick-start/index', title: 'Quick start', body: '<p>guide'})},
      {route: '/docs/5.17/api/region/addRegion', html: builtPage({classes: 'plugin-docs docs-version-5.17 docs-doc-id-api/region/addRegion', title: 'Add a cluster', body: '<p>endpoint'})},
      {route: '/blog/istio', html: builtPage({classes: 'blog-wrapper plugin-blog', title: 'Istio', body: '<p>post'})},
      {route: '/usescene', html: builtPage({classes: 'plugin-pages', title: 'Use scenes', body: '<p>page'})},
    ]);
    const byUrl = Object.fromEntries(pages.map((page) => [page.url, page.filters]));
    expect(byUrl).toEqual({
      '/docs/quick-start': {kind: ['docs'], version: ['current']},
      '/docs/5.17/api/region/addRegion': {kind: ['api'], version: ['5.17']},
      '/blog/istio': {kind: ['blog']},
      '/usescene': {kind: ['page']},
    });
  });

  it('stores the title for ranking in the field of its depth, split into words as the browser splits a query', async () => {
    const [zh] = await index([
      {
        route: '/zh/docs/5.17/installation/offline',
        html: builtPage({lang: 'zh-CN', classes: 'plugin-docs docs-version-5.17 docs-doc-id-installation/offline/index', title: '离线安装 Rainbond', body: '<p>正文'}),
      },
    ]);
    expect(zh.meta.title).toBe('离线安装 Rainbond');
    expect(zh.meta.lead3).toBe(searchWords('离线安装 Rainbond', 'zh-CN'));
    expect(zh.meta.lead3).toMatch(/ 安装 Rainbond$/);
  });
});
