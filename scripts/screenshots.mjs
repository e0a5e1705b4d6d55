// `npm run screenshots`: full-page screenshots of the marketing pages that show the product
// (home, a feature page, /xinchuang, the marketplace, the enterprise page) at a phone and a
// desktop width in both languages, for a person to review the illustrations and layout.
// Nothing is asserted here: the e2e specs do that. Output: reports/screenshots/ (git-ignored).
//
// Serves the existing build/ with the production nginx config on its own port, so run
// `npm run build` first. Chinese pages need a CJK font, which scripts/setup.sh installs.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const PORT = 4183;
const BASE = process.env.SCREENSHOT_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const OUT = path.resolve('reports/screenshots');
const PAGES = [
  {name: 'home', path: '/'},
  {name: 'feature-devops', path: '/feature/devops'},
  {name: 'xinchuang', path: '/xinchuang'},
  {name: 'marketplace', path: '/marketplace'},
  {name: 'enterprise', path: '/enterprise_server'},
];
const WIDTHS = [
  {width: 390, height: 844, mobile: true},
  {width: 1280, height: 800, mobile: false},
];
const LOCALES = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
];

const ownServer = !process.env.SCREENSHOT_BASE_URL;
if (ownServer) {
  if (!existsSync('build/index.html')) {
    console.error('screenshots: no build/ found; run `npm run build` first');
    process.exit(1);
  }
  execFileSync('bash', ['scripts/serve.sh', 'start', String(PORT)], {stdio: 'inherit'});
}

mkdirSync(OUT, {recursive: true});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
try {
  for (const {width, height, mobile} of WIDTHS) {
    // The browser prefers English, so Chinese pages would suggest the English page at the bottom;
    // screenshot them as a reader who dismissed that suggestion (src/lib/languageNotice.ts).
    const context = await browser.newContext({
      viewport: {width, height},
      deviceScaleFactor: mobile ? 2 : 1,
      isMobile: mobile,
      hasTouch: mobile,
      reducedMotion: 'reduce',
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('rainbond.languageNotice.dismissed', 'en');
      } catch {
        // Storage may be disabled; the notice then shows, which is what such a reader sees.
      }
    });
    const page = await context.newPage();
    for (const {locale, prefix} of LOCALES) {
      for (const {name, path: route} of PAGES) {
        const url = `${BASE}${prefix}${route === '/' && prefix ? '/' : route}`;
        const response = await page.goto(url, {waitUntil: 'networkidle'});
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
        const file = path.join(OUT, `${name}-${locale}-${width}.png`);
        await page.screenshot({path: file, fullPage: true});
        console.log(`${file}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (ownServer) execFileSync('bash', ['scripts/serve.sh', 'stop', String(PORT)], {stdio: 'inherit'});
}
