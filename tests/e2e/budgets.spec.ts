import {BUDGETS, measurePage, PAGE_TYPES} from '../../scripts/lib/page-weight.mjs';
import {expect, LOCALES, test} from './fixtures';

/**
 * Page weight per page type and locale: first-load JavaScript and total bytes (gzip) that
 * Chromium fetches until the page is interactive. Total bytes must meet the budget;
 * JavaScript must stay under its ceiling (today's figure) and the table shows how far each
 * page type still is from its target.
 */
test('every page type stays within its weight budget', async ({browser}) => {
  test.skip(test.info().project.name !== 'desktop', 'budgets are per page type; measured at desktop width');
  test.setTimeout(120_000);
  const rows: Record<string, string | number>[] = [];
  const over: string[] = [];
  for (const {locale, prefix} of LOCALES) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      const context = await browser.newContext(); // empty cache for every measurement
      const page = await context.newPage();
      const {jsBytes, totalBytes, requests} = await measurePage(page, `${prefix}${path === '/' && prefix ? '/' : path}`);
      await context.close();
      const budget = BUDGETS[type];
      const jsKB = jsBytes / 1024;
      const totalMB = totalBytes / 1024 / 1024;
      rows.push({
        locale,
        type,
        'JS KB': jsKB.toFixed(1),
        'JS target': budget.jsKB,
        'JS ceiling': budget.ceilingJsKB,
        'target met': jsKB <= budget.jsKB ? 'yes' : 'no',
        'total MB': totalMB.toFixed(2),
        'total budget': budget.totalMB,
        requests,
      });
      if (jsKB > budget.ceilingJsKB) over.push(`${locale} ${type}: JS ${jsKB.toFixed(1)} KB > ceiling ${budget.ceilingJsKB} KB`);
      if (totalMB > budget.totalMB) over.push(`${locale} ${type}: total ${totalMB.toFixed(2)} MB > ${budget.totalMB} MB`);
    }
  }
  console.table(rows);
  expect(over).toEqual([]);
});
