// `npm run bench`: the site's speed and size figures, printed as tables (never asserted).
//   1. cold build of both locales: wall time and peak memory; search index; deploy step
//   2. output size: pages, bytes on disk, bytes as served (brotli)
//   3. per page type and locale: first-load JavaScript and total bytes (gzip)
//   4. search: index bytes per locale, bytes a first query transfers, keystroke→results
//   5. Lighthouse (mobile preset, Debian Chromium), median of N runs per page and locale, after
//      the same audit of a plain page that measures the machine
// Options: --skip-build (measure the existing build/), --runs N (Lighthouse runs, default 3),
//          --no-lighthouse. A Markdown copy of the tables goes to reports/bench.md.
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import {measurePage, PAGE_TYPES} from './lib/page-weight.mjs';

const args = process.argv.slice(2);
const SKIP_BUILD = args.includes('--skip-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT = 4181;
const BASE = `http://127.0.0.1:${PORT}`;
const DEBUG_PORT = 9333;
const CALIBRATION_PORT = 4182;
// Text only, no script: what a Lighthouse run costs on this machine before any site code.
const CALIBRATION_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Calibration page</title>
<meta name="description" content="A page with no script, to measure the machine rather than the site.">
</head><body><main><h1>Calibration page</h1><p>One heading and one paragraph, no script, no image,
no style sheet: the work Chromium does here is the least any page costs on this machine.</p></main></body></html>`;
const LOCALES = [
  {locale: 'en', prefix: '', pagefind: 'en-us'},
  {locale: 'zh', prefix: '/zh', pagefind: 'zh-cn'},
];
const markdown = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function table(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
  const columns = Object.keys(rows[0] ?? {});
  markdown.push(`### ${title}`, '', `| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`);
  for (const row of rows) markdown.push(`| ${columns.map((column) => row[column]).join(' | ')} |`);
  markdown.push('');
}

/** Runs a command under GNU time: wall clock and the peak resident memory of its processes. */
function timed(command, commandArgs) {
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', command, ...commandArgs], {encoding: 'utf8', maxBuffer: 1 << 28});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stderr.slice(-4000)}`);
  const peakKB = Number(result.stderr.trim().split('\n').pop());
  return {ms: Date.now() - started, peakMB: Math.round(peakKB / 1024)};
}

function walk(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

// 1. Build
if (!SKIP_BUILD) {
  rmSync('build', {recursive: true, force: true});
  rmSync('.docusaurus', {recursive: true, force: true});
  rmSync('node_modules/.cache', {recursive: true, force: true});
  const build = timed('npx', ['docusaurus', 'build']);
  const search = timed('node', ['scripts/build-search-index.mjs']);
  const deploy = timed('node', ['scripts/prepare-deploy.mjs']);
  table('Cold build (both locales)', [
    {step: 'docusaurus build (en + zh)', time: seconds(build.ms), 'peak memory MB': build.peakMB},
    {step: 'search index (Pagefind)', time: seconds(search.ms), 'peak memory MB': search.peakMB},
    {step: 'CSP + brotli/gzip copies', time: seconds(deploy.ms), 'peak memory MB': deploy.peakMB},
  ]);
}

// 2. Output
const files = walk('build').filter((file) => !file.includes(`${path.sep}_server${path.sep}`));
const originals = files.filter((file) => !/\.(br|gz)$/.test(file));
const size = (list) => list.reduce((sum, file) => sum + statSync(file).size, 0);
const asServed = originals.reduce((sum, file) => {
  try {
    return sum + statSync(`${file}.br`).size;
  } catch {
    return sum + statSync(file).size;
  }
}, 0);
table('Output', [
  {
    'HTML pages': originals.filter((file) => file.endsWith('.html')).length,
    files: originals.length,
    'on disk MB (without .br/.gz)': (size(originals) / 1e6).toFixed(1),
    'as served, brotli MB': (asServed / 1e6).toFixed(1),
    'JS MB': (size(originals.filter((file) => file.endsWith('.js'))) / 1e6).toFixed(2),
  },
]);

execFileSync('bash', ['scripts/serve.sh', 'start', String(PORT)], {stdio: 'ignore'});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  // 3. Page weight
  const weights = [];
  for (const {locale, prefix} of LOCALES) {
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const {jsBytes, totalBytes, requests} = await measurePage(page, `${BASE}${prefix}${route === '/' && prefix ? '/' : route}`);
      await context.close();
      weights.push({locale, type, 'first-load JS KB (gzip)': kb(jsBytes), 'total KB (gzip)': kb(totalBytes), requests});
    }
  }
  table('First load per page type', weights);

  // 4. Search
  const searchRows = [];
  for (const {locale, prefix, pagefind} of LOCALES) {
    const indexBytes = size(walk('build/pagefind').filter((file) => path.basename(file).startsWith(pagefind)));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}${prefix}/docs`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    let firstQueryBytes = 0;
    page.on('requestfinished', async (request) => {
      if (request.url().includes('/pagefind/')) firstQueryBytes += (await request.sizes()).responseBodySize;
    });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.fill(locale === 'en' ? 'helm' : '网关');
    await page.getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    const queries = locale === 'en' ? ['gateway', 'backup', 'istio', 'grctl', 'nacos', 'offline', 'kubernetes'] : ['备份', '镜像仓库', '离线', '组件', '存储', '集群', '插件'];
    const latencies = [];
    for (const query of queries) {
      await input.fill('');
      await page.waitForTimeout(150);
      latencies.push(
        await page.evaluate(async (text) => {
          const field = document.querySelector('[role="combobox"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const started = performance.now();
          setter.call(field, text);
          field.dispatchEvent(new Event('input', {bubbles: true}));
          // Results for this query are on screen when an option highlights part of it.
          // Chinese results highlight single characters, so look for the first one there.
          const needle = (/^[a-z0-9]/i.test(text) ? text.slice(0, 2) : text.slice(0, 1)).toLowerCase();
          while (![...document.querySelectorAll('[role="option"] mark')].some((mark) => mark.textContent.toLowerCase().includes(needle))) {
            if (performance.now() - started > 5000) return Number.NaN;
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return performance.now() - started;
        }, query),
      );
    }
    await context.close();
    searchRows.push({
      locale,
      'index KB (all files)': kb(indexBytes),
      'first query KB transferred': kb(firstQueryBytes),
      'keystroke → results, median ms': Math.round(median(latencies)),
      'max ms': Math.round(Math.max(...latencies)),
      queries: queries.length,
    });
  }
  table('Search (Pagefind, local index)', searchRows);

  // 5. Lighthouse
  if (LIGHTHOUSE) {
    /** Median of RUNS Lighthouse runs of one URL, as a table row. */
    const lighthouseRow = async (url) => {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {port: DEBUG_PORT, output: 'json', logLevel: 'error'});
        const {categories, audits} = result.lhr;
        runs.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          'best practices': categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      const pick = (key) => median(runs.map((run) => run[key]));
      return {
        perf: pick('performance'),
        a11y: pick('accessibility'),
        'best pr.': pick('best practices'),
        seo: pick('seo'),
        'LCP s': (pick('lcp') / 1000).toFixed(2),
        'TBT ms': Math.round(pick('tbt')),
        CLS: pick('cls').toFixed(3),
      };
    };
    // The machine's floor, measured first: the same audit of a page with no script. Lighthouse
    // simulates a 4x slower phone from the work it observes, so one build scores very differently
    // on two machines of the same kind: the docs page measured TBT 54 ms on one and ~1000 ms on
    // another, where this plain page alone measured 42-155 ms. This row tells site from machine.
    const plain = createServer((request, response) => {
      if (request.url !== '/') {
        // robots.txt and the favicon too: a page in their place would be scored as invalid.
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.end(CALIBRATION_PAGE);
    });
    await new Promise((resolve) => plain.listen(CALIBRATION_PORT, '127.0.0.1', resolve));
    const rows = [];
    try {
      rows.push({locale: '-', type: 'calibration: plain HTML page', ...(await lighthouseRow(`http://127.0.0.1:${CALIBRATION_PORT}/`))});
    } finally {
      plain.close();
    }
    for (const {locale, prefix} of LOCALES) {
      for (const [type, route] of Object.entries(PAGE_TYPES)) {
        rows.push({locale, type, ...(await lighthouseRow(`${BASE}${prefix}${route === '/' && prefix ? '/' : route}`))});
      }
    }
    table(`Lighthouse, mobile preset, median of ${RUNS} runs`, rows);
  }
} finally {
  await browser.close();
  execFileSync('bash', ['scripts/serve.sh', 'stop', String(PORT)], {stdio: 'ignore'});
}

mkdirSync('reports', {recursive: true});
writeFileSync('reports/bench.md', `${markdown.join('\n')}\n`);
console.log('\nwritten: reports/bench.md');
