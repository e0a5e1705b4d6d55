import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, LOCALES, test} from './fixtures';

/**
 * WCAG 2.0/2.1 A and AA rules (axe-core) on one page of every page type, in both locales
 * and at both widths (the Playwright projects). The full-site audit is `npm run audit:a11y`.
 */
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
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of violations) {
        report.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
      }
    }
    expect(report).toEqual([]);
  });
}
