import {existsSync, readFileSync} from 'node:fs';
import {JSDOM} from 'jsdom';
import {sitemapPaths} from '../../scripts/lib/sitemap.mjs';
import {expect, test} from './fixtures';

/**
 * Section overview pages end with "Pages in this section" (「本章内容」) and a card per page of
 * their section. Read from the built HTML (no browser needed): every such page must list, in
 * order, exactly the entries the sidebar shows under its category on the same page — what a
 * reader would find by opening the category in the sidebar.
 */
const LOCALES = [
  {locale: 'en', sitemap: 'build/sitemap.xml'},
  {locale: 'zh', sitemap: 'build/zh/sitemap.xml'},
];

/** The built file of a page path (`trailingSlash: false`: `/docs/x` is `build/docs/x.html`). */
function builtFile(path: string): string | undefined {
  const trimmed = path.replace(/\/$/, '');
  return [`build${trimmed}.html`, `build${trimmed}/index.html`].find((file) => existsSync(file));
}

interface Overview {
  path: string;
  cards: string[];
  sidebar: string[] | undefined;
}

function readOverview(path: string, html: string): Overview {
  const {document} = new JSDOM(html).window;
  const content = document.querySelector('.theme-doc-markdown');
  const cards = [...(content?.querySelectorAll('article > a.card') ?? [])].map((card) => card.getAttribute('href') ?? '');
  // The sidebar's link to this page is the category's own link; its list holds the category's entries.
  const categoryLink = [...document.querySelectorAll('nav.menu a.menu__link--sublist')].find((link) => link.getAttribute('href') === path);
  const list = categoryLink?.closest('li')?.querySelector(':scope > ul.menu__list');
  const sidebar = list
    ? [...list.children].map((item) => item.querySelector(':scope > a.menu__link, :scope > div > a.menu__link')?.getAttribute('href') ?? '')
    : undefined;
  return {path, cards, sidebar};
}

for (const {locale, sitemap} of LOCALES) {
  test(`[${locale}] every section overview lists exactly the pages of its sidebar category`, () => {
    test.skip(test.info().project.name !== 'desktop', 'reads the built files; once is enough');
    const overviews = sitemapPaths(sitemap)
      .map((path) => ({path, file: builtFile(path)}))
      .filter((page): page is {path: string; file: string} => page.file !== undefined)
      .map(({path, file}) => ({path, html: readFileSync(file, 'utf8')}))
      .filter(({html}) => html.includes('id=pages-in-this-section') || html.includes('id="pages-in-this-section"'))
      .map(({path, html}) => readOverview(path, html));

    // Both docs versions have many overviews; a broken detector must not pass by finding none.
    expect(overviews.filter(({path}) => /\/docs\/5\.17(\/|$)/.test(path)).length).toBeGreaterThan(30);
    expect(overviews.filter(({path}) => !/\/docs\/5\.17(\/|$)/.test(path)).length).toBeGreaterThan(10);

    const problems = overviews.flatMap(({path, cards, sidebar}) => {
      if (cards.length === 0) return [`${path}: the list after "Pages in this section" is empty`];
      if (sidebar === undefined) return [`${path}: no sidebar category links to this page`];
      return cards.join(' ') === sidebar.join(' ') ? [] : [`${path}: cards ${cards.join(', ')} ≠ sidebar ${sidebar.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });
}
