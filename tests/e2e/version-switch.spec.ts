import type {APIRequestContext} from '@playwright/test';
import {sitemapPaths} from '../../scripts/lib/sitemap.mjs';
import {COUNTERPARTS_517} from '../../src/data/versionCounterparts';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

/**
 * Switching docs versions keeps the topic (src/data/versionCounterparts.ts): from a 5.17 page,
 * the version dropdown's V6.2 link and the banner's "latest version" link lead to the V6.2
 * page on the same topic, never to the V6.2 home unless the page is the 5.17 home. Both links
 * are in the server's HTML, so every page is checked there, without a browser; one page is
 * switched in Chromium.
 */
const BUILD = process.env.E2E_BUILD_DIR ?? 'build';

/**
 * `/docs/…` path of a doc id: a section overview (named index or after its folder) is served
 * at its folder.
 */
const docPath = (base: string, id: string) =>
  `${base}/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '').replace(/\/([^/]+)\/\1$/, '/$1');

/** The ids a page's path may come from (`a/b` is `a/b`, `a/b/index` or `a/b/b`). */
const idsOf = (rest: string): string[] => {
  const id = rest.replace(/\/$/, '') || 'index';
  return [id, `${id}/index`, `${id}/${id.split('/').pop()}`];
};

/** The href of the first link matching `pattern` (the minifier leaves some attributes unquoted). */
function href(html: string, pattern: RegExp): string | undefined {
  const tag = pattern.exec(html)?.[0];
  return tag ? /\shref=(?:"([^"]*)"|([^\s>]*))/.exec(tag)?.slice(1).find((value) => value !== undefined) : undefined;
}

async function switchLinks(request: APIRequestContext, path: string): Promise<{dropdown?: string; banner?: string}> {
  const html = await (await request.get(path)).text();
  const banner = /class="?[^">]*theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '';
  return {
    dropdown: href(html, /<a [^>]*dropdown__link[^>]*>V6\.2<\/a>/),
    banner: href(banner, /<a [^>]*>/),
  };
}

for (const {locale, prefix} of LOCALES) {
  const sitemap = sitemapPaths(`${BUILD}${prefix}/sitemap.xml`);
  const pages517 = sitemap.filter((path) => path === `${prefix}/docs/5.17` || path.startsWith(`${prefix}/docs/5.17/`));
  const pages62 = new Set(sitemap.filter((path) => path.startsWith(`${prefix}/docs`) && !pages517.includes(path)));

  test(`[${locale}] from every 5.17 page, the dropdown and the banner lead to the V6.2 page on the same topic`, async ({request, page}) => {
    test.skip(isMobile(page), 'server HTML, once');
    test.setTimeout(180_000);
    expect(pages517.length).toBeGreaterThan(300);
    const home = `${prefix}/docs`;
    const problems: string[] = [];
    let onCounterpart = 0;
    for (const path of pages517) {
      const {dropdown, banner} = await switchLinks(request, path);
      const id = path.slice(`${prefix}/docs/5.17/`.length) || 'index';
      const pages: Record<string, string> = COUNTERPARTS_517.pages;
      const listed = idsOf(id).map((candidate) => pages[candidate]).find(Boolean);
      const expected = id.startsWith('api/')
        ? [docPath(home, id), `${home}/Intro`].find((candidate) => pages62.has(candidate))
        : listed && docPath(home, listed);
      if (dropdown === undefined || dropdown !== banner) problems.push(`${path}: dropdown ${dropdown}, banner ${banner}`);
      else if (!pages62.has(dropdown)) problems.push(`${path}: ${dropdown} is no V6.2 page`);
      else if (expected !== undefined && dropdown !== expected) problems.push(`${path}: ${dropdown}, expected ${expected}`);
      else if (dropdown === home && path !== `${prefix}/docs/5.17`) problems.push(`${path}: lands on the V6.2 home`);
      else onCounterpart += 1;
    }
    expect(problems).toEqual([]);
    expect(onCounterpart).toBe(pages517.length);
  });

  test(`[${locale}] from every V6.2 page, the dropdown leads to an existing 5.17 page, the one on the same topic where there is one`, async ({request, page}) => {
    test.skip(isMobile(page), 'server HTML, once');
    test.setTimeout(180_000);
    const problems: string[] = [];
    const inverse = new Map<string, string[]>();
    for (const [older, newer] of Object.entries(COUNTERPARTS_517.pages)) inverse.set(newer, [...(inverse.get(newer) ?? []), older]);
    for (const path of pages62) {
      const html = await (await request.get(path)).text();
      const link = href(html, /<a [^>]*dropdown__link[^>]*>V5\.17<\/a>/);
      if (link === undefined) continue; // pages outside the docs sidebars' versions (none today)
      const sources = idsOf(path.slice(`${prefix}/docs/`.length)).map((id) => inverse.get(id)).find(Boolean) ?? [];
      if (!pages517.includes(link)) problems.push(`${path}: ${link} is no 5.17 page`);
      // Only an API page switches to an API page; a guide without a 5.17 topic goes to a section or the home.
      else if (link.includes('/docs/5.17/api/') && !path.includes('/docs/api/')) problems.push(`${path}: a guide switches to the API page ${link}`);
      else if (sources.length === 1 && link !== docPath(`${prefix}/docs/5.17`, sources[0]!)) {
        problems.push(`${path}: ${link}, expected the only 5.17 page mapped to it, ${sources[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test(`[${locale}] the version dropdown takes a 5.17 page to its V6.2 counterpart`, async ({page}) => {
    test.skip(isMobile(page), 'desktop dropdown');
    await page.goto(`${prefix}/docs/5.17/use-manual/component-create/language-support/java/java-maven`);
    await hydrated(page);
    const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'V5.17'});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'V6.2', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/how-to-guides/app-deploy/source-code/springboot$`));
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    // And back: the V6.2 page several 5.17 pages cover returns to the one marked preferred.
    const back = page.locator('nav.navbar .dropdown').filter({hasText: 'V6.2'});
    await back.hover();
    await expect(back.getByRole('link', {name: 'V5.17', exact: true})).toHaveAttribute(
      'href',
      `${prefix}/docs/5.17/devops/app-deploy/springboot`,
    );
  });
}
