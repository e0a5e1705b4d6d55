// Prints what Chromium loads for one page of each type before the page is interactive:
// first-load JavaScript and all bytes, gzip-compressed as a server would send them.
// Usage: node scripts/bench-page-weight.mjs [baseURL]   (serve the build first: npm run site)
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:4173';
const PAGES = {
  home: '/',
  feature: '/feature/devops',
  calculator: '/calculator',
  'case article': '/case/boe',
  'docs page': '/docs/quick-start/quick-install',
  'docs 5.17': '/docs/5.17',
  'API page': '/docs/api/application/getAppDetail',
  'blog list': '/blog',
  'blog post': '/blog/nacos',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const rows = [];
for (const [type, path] of Object.entries(PAGES)) {
  const page = await browser.newPage();
  const sizes = {js: 0, all: 0, requests: 0};
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    // Link prefetches are not needed for this page; the budget excludes them.
    if (request.headers().purpose === 'prefetch' || request.resourceType() === 'other') {
      return;
    }
    pending.push(
      response
        .body()
        .then((body) => {
          const gz = gzipSync(body).length;
          sizes.all += gz;
          sizes.requests += 1;
          if (request.resourceType() === 'script') {
            sizes.js += gz;
          }
        })
        .catch(() => undefined),
    );
  });
  await page.goto(BASE + path, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await Promise.all(pending);
  rows.push({type, path, 'JS gzip KB': (sizes.js / 1024).toFixed(1), 'all gzip KB': (sizes.all / 1024).toFixed(1), requests: sizes.requests});
  await page.close();
}
await browser.close();
console.table(rows);
