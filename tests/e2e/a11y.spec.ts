import type {Page} from '@playwright/test';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {dailySeed, shuffled, sitemapPaths} from '../../scripts/lib/sitemap.mjs';
import {expect, hydrated, LOCALES, test} from './fixtures';

/**
 * WCAG 2.0/2.1 A and AA rules (axe-core) on one page of every page type, in both locales
 * and at both widths (the Playwright projects), plus a stratified sample of the other pages
 * that changes every day (A11Y_SEED to repeat one). `npm run audit:a11y` checks every page.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SAMPLE_PER_LOCALE = 80;
const SHARDS = 8;

declare global {
  interface Window {
    axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
  }
}

/**
 * axe-core run in the page itself. (@axe-core/playwright, used before, injected the 570 KB
 * script twice per page and opened a new page for every report: 3.5 s per page against ~1 s
 * here, for the same rules and results. The site has no iframes, so nothing is missed.)
 */
async function axeViolations(page: Page, path: string): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return results.violations.map(({id, nodes}) => ({id, count: nodes.length, target: nodes[0]?.target.join(' ')}));
  }, RULES);
  return violations.map(({id, count, target}) => `${path}: ${id} (${count}) ${target}`);
}

/**
 * Picks pages round-robin across sections (the first three path segments), so every part of
 * the site is represented, not just the largest.
 */
function stratifiedSample(paths: readonly string[], size: number, seed: number): string[] {
  const sections = new Map<string, string[]>();
  for (const path of paths) {
    const key = path.split('/').slice(0, 4).join('/');
    sections.set(key, [...(sections.get(key) ?? []), path]);
  }
  const pools = [...sections.values()].map((pool, index) => shuffled(pool, seed + index));
  const picked: string[] = [];
  while (picked.length < size && pools.some((pool) => pool.length)) {
    for (const pool of pools) {
      const path = pool.pop();
      if (path && picked.length < size) picked.push(path);
    }
  }
  return picked;
}

const SEED = dailySeed(process.env.A11Y_SEED);
const EVERY_PAGE = Boolean(process.env.A11Y_ALL);
const PAGES = [
  '/',
  '/calculator',
  '/case',
  '/case/boe',
  '/usescene',
  '/usescene/x86ToArm',
  '/enterprise_server',
  '/feature/devops',
  '/xinchuang',
  '/marketplace',
  '/partners',
  '/privacy',
  '/docs',
  '/docs/Intro',
  '/docs/quick-start/quick-install',
  '/docs/versions',
  '/docs/5.17',
  '/blog',
  '/blog/nacos',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  '/no/such/page',
];

for (const {locale, prefix} of LOCALES) {
  test(`[${locale}] no axe violations on every page type`, async ({page}) => {
    test.setTimeout(180_000);
    const report: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      report.push(...(await axeViolations(page, path)));
    }
    expect(report).toEqual([]);
  });
}

test.describe('other pages', () => {
  test.describe.configure({mode: 'parallel'});
  for (const {locale, file} of [
    {locale: 'en', file: 'build/sitemap.xml'},
    {locale: 'zh', file: 'build/zh/sitemap.xml'},
  ]) {
    const typed = new Set(PAGES.map((path) => (locale === 'zh' ? `/zh${path === '/' ? '/' : path}` : path)));
    const others = sitemapPaths(file).filter((path) => !typed.has(path));
    const pages = EVERY_PAGE ? others : stratifiedSample(others, SAMPLE_PER_LOCALE, SEED);
    for (let shard = 0; shard < SHARDS; shard++) {
      const slice = pages.filter((_, index) => index % SHARDS === shard);
      test(`[${locale}] ${EVERY_PAGE ? 'all' : `sample (seed ${SEED})`} ${shard + 1}/${SHARDS}: ${slice.length} pages without axe violations`, async ({page}) => {
        test.setTimeout(slice.length * 10_000 + 30_000);
        const report: string[] = [];
        for (const path of slice) {
          await page.goto(path);
          await hydrated(page);
          report.push(...(await axeViolations(page, path)));
        }
        expect(report).toEqual([]);
      });
    }
  }
});
