import {CASE_SLUGS, SCENE_ORDER} from '../fixtures/marketing';
import {expect, LOCALES, test} from './fixtures';

/**
 * Reflow (WCAG 2.1 1.4.10): at phone widths no page scrolls sideways. Wide tables and code
 * scroll inside their own region; nothing may widen the document itself. On a phone Chrome
 * widens the layout viewport to fit overflowing content, so `innerWidth` grows past the
 * screen: that is what a reader sees as a page they can drag sideways.
 */
const WIDTHS = [320, 360, 390];

const MARKETING = [
  '/',
  '/calculator',
  '/case',
  ...CASE_SLUGS.map((slug) => `/case/${slug}`),
  '/enterprise_server',
  '/feature/app-ops',
  '/feature/devops',
  '/feature/multi-cluster',
  '/feature/service-mesh',
  '/marketplace',
  '/partners',
  '/privacy',
  '/search',
  '/server',
  '/usescene',
  ...SCENE_ORDER.map((name) => `/usescene/${name}`),
  '/xinchuang',
];

/** Pages with the widest content of their kind: tables, long commands, API schemas. */
const SAMPLE = [
  '/docs',
  '/docs/installation/install-with-helm',
  '/docs/installation/install-with-helm/vaules-config',
  '/docs/troubleshooting/install',
  '/docs/how-to-guides/app-deploy/source-code/springboot',
  '/docs/5.17/installation/install-with-helm',
  '/docs/api/team/getTeamList',
  '/docs/api/application/createComponent',
  '/docs/5.17/api/region/addRegion',
  '/blog',
  '/blog/archive',
];

test.describe.configure({mode: 'parallel'});

for (const {locale, prefix} of LOCALES) {
  for (const width of WIDTHS) {
    test(`[${locale}] no page scrolls sideways at ${width} px`, async ({browser}) => {
      test.skip(test.info().project.name !== 'mobile', 'phone widths only');
      test.setTimeout(180_000);
      const context = await browser.newContext({viewport: {width, height: 800}, isMobile: true, hasTouch: true, deviceScaleFactor: 2});
      const page = await context.newPage();
      const wide: string[] = [];
      for (const path of [...MARKETING, ...SAMPLE]) {
        const url = prefix ? (path === '/' ? `${prefix}/` : `${prefix}${path}`) : path;
        await page.goto(url, {waitUntil: 'load'});
        const measured = await page.evaluate(() => ({layout: window.innerWidth, document: document.documentElement.scrollWidth}));
        if (measured.layout > width || measured.document > width) {
          wide.push(`${url}: ${Math.max(measured.layout, measured.document)} px wide`);
        }
      }
      await context.close();
      expect(wide).toEqual([]);
    });
  }
}
