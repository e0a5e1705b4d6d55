// `npm run bench:coop`: what the Cross-Origin-Opener-Policy header costs readers (issue #28).
// Serves the existing build/ twice with deploy/nginx.conf, once as it is and once with the
// `Cross-Origin-Opener-Policy: same-origin` header toggled (left out if the file sends it, added
// if it does not), and loads the same pages from each in Debian Chromium, interleaved, at 4× CPU
// slowdown (Lighthouse's mobile factor) on a fresh browser context per load, as a reader
// arriving from a search result would. Prints medians of the navigation timing (when the
// response started, first and largest paint, when the page was interactive), the blocking time
// of long tasks, and Lighthouse's mobile score and TBT on the same pages. Asserts nothing.
// Options: --runs N (navigations per page and variant, default 9), --lighthouse N (default 3,
// 0 to skip).
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 9);
const LIGHTHOUSE_RUNS = option('--lighthouse', 3);
const ROOT = process.cwd();
const NGINX = '/usr/sbin/nginx';
const DEBUG_PORT = 9334;
const PAGES = ['/', '/docs/quick-start/quick-install', '/zh/', '/zh/docs/quick-start/quick-install'];
const COOP_LINE = /^\s*add_header Cross-Origin-Opener-Policy .*\n/m;
// Every header is set next to this one in the server block (see the comment there).
const HEADERS_ANCHOR = /^(\s*)add_header X-Content-Type-Options .*\n/m;
const DEPLOYED_WITH_COOP = COOP_LINE.test(readFileSync('deploy/nginx.conf', 'utf8'));

const VARIANTS = [
  {name: `as deployed (${DEPLOYED_WITH_COOP ? 'with' : 'without'} COOP)`, port: 4191, toggle: false},
  {name: DEPLOYED_WITH_COOP ? 'COOP left out' : 'COOP added', port: 4192, toggle: true},
];

function startNginx({port, toggle}) {
  const runDir = path.join(ROOT, '.nginx', String(port));
  mkdirSync(path.join(runDir, 'tmp'), {recursive: true});
  let conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('__ROOT__', path.join(ROOT, 'build'))
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__RUN__', runDir);
  if (toggle && DEPLOYED_WITH_COOP) {
    conf = conf.replace(COOP_LINE, '');
  } else if (toggle) {
    if (!HEADERS_ANCHOR.test(conf)) throw new Error('deploy/nginx.conf: no X-Content-Type-Options header to add COOP beside');
    conf = conf.replace(HEADERS_ANCHOR, (line, indent) => `${line}${indent}add_header Cross-Origin-Opener-Policy "same-origin" always;\n`);
  }
  writeFileSync(path.join(runDir, 'nginx.conf'), conf);
  execFileSync(NGINX, ['-c', path.join(runDir, 'nginx.conf'), '-p', runDir]);
  return () => {
    try {
      process.kill(Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8')), 'SIGQUIT');
    } catch {
      // Already gone.
    }
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Registered before any page script: long tasks and paints from the very start of the load. */
function observe() {
  window.__bench = {longTasks: [], lcp: 0};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      window.__bench.interactive = performance.now();
      observer.disconnect();
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

async function load(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const started = Date.now();
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__bench.interactive !== undefined, null, {timeout: 30_000});
  const wall = Date.now() - started;
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const blocking = window.__bench.longTasks
      .filter(([start]) => start >= fcp && start <= window.__bench.interactive)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      ttfb: nav.responseStart,
      fcp,
      lcp: window.__bench.lcp,
      interactive: window.__bench.interactive,
      blocking,
      longest: Math.max(0, ...window.__bench.longTasks.map(([, duration]) => duration)),
    };
  });
  await context.close();
  return {...figures, wall};
}

const stops = VARIANTS.map(startNginx);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--disable-dev-shm-usage'],
});
try {
  const samples = new Map();
  for (let run = 0; run < RUNS; run++) {
    for (const pagePath of PAGES) {
      // Alternate which variant goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        const key = `${pagePath}|${variant.name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await load(browser, `http://127.0.0.1:${variant.port}${pagePath}`));
      }
    }
  }
  const rows = [];
  for (const pagePath of PAGES) {
    for (const variant of VARIANTS) {
      const list = samples.get(`${pagePath}|${variant.name}`);
      const pick = (field) => Math.round(median(list.map((sample) => sample[field])));
      rows.push({
        page: pagePath,
        server: variant.name,
        'TTFB ms': pick('ttfb'),
        'FCP ms': pick('fcp'),
        'LCP ms': pick('lcp'),
        'interactive ms': pick('interactive'),
        'goto→interactive ms': pick('wall'),
        'blocking ms': pick('blocking'),
        'longest task ms': pick('longest'),
      });
    }
  }
  console.log(`\nNavigation timing in Chromium, 4× CPU, phone viewport, fresh context per load; medians of ${RUNS}`);
  console.table(rows);

  if (LIGHTHOUSE_RUNS > 0) {
    const lighthouseRows = [];
    for (const pagePath of PAGES) {
      const scores = new Map(VARIANTS.map((variant) => [variant.name, []]));
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        for (const variant of run % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()) {
          const result = await lighthouse(`http://127.0.0.1:${variant.port}${pagePath}`, {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          scores.get(variant.name).push({
            score: result.lhr.categories.performance.score * 100,
            tbt: result.lhr.audits['total-blocking-time'].numericValue,
          });
        }
      }
      for (const variant of VARIANTS) {
        const list = scores.get(variant.name);
        lighthouseRows.push({
          page: pagePath,
          server: variant.name,
          'performance (median)': median(list.map(({score}) => score)),
          'TBT ms (median)': Math.round(median(list.map(({tbt}) => tbt))),
        });
      }
    }
    console.log(`\nLighthouse 12, mobile preset; medians of ${LIGHTHOUSE_RUNS}`);
    console.table(lighthouseRows);
  }
} finally {
  await browser.close();
  for (const stop of stops) stop();
}
