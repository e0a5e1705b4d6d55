import type {Page} from '@playwright/test';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {expect, isMobile, LOCALES, test} from './fixtures';

/**
 * Markdown tables on a phone (the mobile project, 390 px): every table that scrolls sideways
 * shows a cue on the side with more columns, every cell can be reached (seen, or scrolled to
 * in a focusable region), and two-column and troubleshooting tables are stacked so they do
 * not scroll at all. Pages with the widest tables of both versions, in both languages.
 */
const PAGES = [
  '/docs/troubleshooting/common',
  '/docs/troubleshooting/install',
  '/docs/quick-start/differences',
  '/docs/how-to-guides/app-deploy/source-code/springboot',
  '/docs/how-to-guides/delivery/upgrade-app',
  '/docs/api/application/getAppDetail',
  '/docs/5.17/troubleshooting/installation/dind',
  '/docs/5.17/quick-start/edition',
  '/docs/5.17/installation/install-with-helm/vaules-config',
  '/docs/5.17/use-manual/component-manage/custom-volume',
];

interface TableReport {
  layout: string | null;
  scrollable: boolean;
  focusable: boolean;
  inViewport: boolean;
  unreachableCells: string[];
  /** Whether each cue shows (opacity above 0.9; a hidden one is below 0.1, checked apart). */
  cue: {start: boolean; end: boolean};
  cueUndecided: boolean;
}

/** What a reader can see of each table on the page, at the region's current scroll position. */
async function tables(page: Page): Promise<TableReport[]> {
  return page.locator('[role="region"]:has(> table)').evaluateAll((regions) =>
    regions.map((region) => {
      const frame = region.parentElement!;
      const box = region.getBoundingClientRect();
      const scrollable = region.scrollWidth > region.clientWidth + 1;
      const focusable = (region as HTMLElement).tabIndex >= 0;
      const opacity = (side: string) => {
        const cue = frame.querySelector(`[data-scroll-cue="${side}"]`);
        if (!cue || cue.getBoundingClientRect().width === 0) return 0;
        return Number(getComputedStyle(cue).opacity);
      };
      // Cells the eye can find: header cells only where the header row is shown (stacked
      // tables keep it for screen readers, clipped to 1 px).
      const cells = Array.from(region.querySelectorAll('th, td')).filter(
        (cell) => (cell.closest('thead') ?? cell).getBoundingClientRect().height > 1,
      );
      const unreachableCells = cells
        .filter((cell) => {
          const rect = cell.getBoundingClientRect();
          const visible = rect.left >= box.left - 1 && rect.right <= box.right + 1;
          return !visible && !(scrollable && focusable);
        })
        .map((cell) => (cell.textContent ?? '').trim().slice(0, 40));
      return {
        layout: region.querySelector('table')!.getAttribute('data-layout'),
        scrollable,
        focusable,
        inViewport: box.left >= -1 && box.right <= window.innerWidth + 1,
        unreachableCells,
        cue: {start: opacity('start') > 0.9, end: opacity('end') > 0.9},
        cueUndecided: [opacity('start'), opacity('end')].some((value) => value >= 0.1 && value <= 0.9),
      };
    }),
  );
}

/** Lets the scroll-driven cues follow a scroll position before reading them. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('tables on a phone', () => {
  test.beforeEach(({page}) => {
    test.skip(!isMobile(page), 'the phone width (mobile project)');
  });

  for (const {locale, prefix} of LOCALES) {
    for (const path of PAGES) {
      test(`[${locale}] ${path}: every scrolling table shows its cue and every column can be reached`, async ({page}) => {
        await page.goto(`${prefix}${path}`);
        await nextFrames(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const before = await tables(page);
        expect(before.length).toBeGreaterThan(0);
        for (const [index, table] of before.entries()) {
          const where = `table ${index + 1} (${table.layout ?? 'scrolls'})`;
          expect(table.inViewport, where).toBe(true);
          expect(table.focusable, where).toBe(true);
          expect(table.unreachableCells, where).toEqual([]);
          // Stacked tables fit the phone; a cue means there is more to see, and only then.
          if (table.layout) expect(table.scrollable, where).toBe(false);
          expect(table.cue, where).toEqual({start: false, end: table.scrollable});
          expect(table.cueUndecided, where).toBe(false);
        }
        // Scrolled to the end, the cue moves to the side that now has more.
        await page.locator('[role="region"]:has(> table)').evaluateAll((regions) => {
          for (const region of regions) region.scrollLeft = region.scrollWidth;
        });
        await nextFrames(page);
        const after = await tables(page);
        for (const [index, table] of after.entries()) {
          expect(table.cue, `table ${index + 1} at the end`).toEqual({start: table.scrollable, end: false});
          expect(table.cueUndecided, `table ${index + 1} at the end`).toBe(false);
        }
      });
    }
  }

  test('a scrolling table scrolls with the arrow keys once focused', async ({page}) => {
    await page.goto('/docs/5.17/installation/install-with-helm/vaules-config');
    const regions = page.locator('[role="region"]:has(> table)');
    // The first table of the page that is wider than the phone (two-column tables are stacked).
    const index = await regions.evaluateAll((nodes) => nodes.findIndex((node) => node.scrollWidth > node.clientWidth));
    expect(index, 'a table that scrolls at this width').toBeGreaterThanOrEqual(0);
    const region = regions.nth(index);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });

  test('a troubleshooting table is read as cards: each cell under its column name', async ({page}) => {
    await page.goto('/zh/docs/troubleshooting/common');
    const table = page.locator('table[data-layout="cards"]').first();
    const headers = await table.locator('thead th').allTextContents();
    const cells = table.locator('tbody tr').first().locator('td');
    const labels = await cells.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, '::before').content));
    expect(labels).toEqual(headers.map((header) => expect.stringContaining(header.trim())));
  });
});

declare global {
  interface Window {
    axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
  }
}

test('stacked and scrolling tables pass axe (WCAG 2.1 AA)', async ({page}) => {
  for (const path of ['/docs/troubleshooting/common', '/zh/docs/5.17/quick-start/edition']) {
    await page.goto(path);
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const results = await window.axe.run(document, {
        runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
        resultTypes: ['violations'],
      });
      return results.violations.map(({id, nodes}) => `${id}: ${nodes[0]?.target.join(' ')}`);
    });
    expect(violations, path).toEqual([]);
  }
});
