// HTML validity of built pages with the Nu HTML Checker (npm vnu-jar, run with the machine's
// Java): one page of every type in both locales plus a sample of the rest, different each day
// (HTML_SAMPLE_SEED to repeat one). Fails on any error not in KNOWN_QUIRKS below.
//   node scripts/check-html.mjs [buildDir]
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const BUILD = process.argv[2] ?? 'build';
const SAMPLE = 60;
const TYPED = [
  'index.html', 'docs.html', 'docs/quick-start/quick-install.html', 'docs/Intro.html',
  'docs/api/application/getAppDetail.html', 'docs/5.17.html', 'docs/versions.html', 'blog.html',
  'blog/nacos.html', 'blog/archive.html', 'blog/tags.html', 'case.html', 'case/boe.html',
  'feature/devops.html', 'calculator.html', 'enterprise_server.html', 'search.html', '404.html',
];

/**
 * Errors the framework's output produces on every page, each with why it is not ours to fix.
 * Keep this list short and specific.
 */
const KNOWN_QUIRKS = [
  {
    // theme-classic marks breadcrumb items and the "last updated" time with schema.org
    // microdata (itemprop) but leaves out the itemscope on the container in 3.x.
    pattern: /The “itemprop” attribute was specified, but the element is not a property of any item/,
  },
  {
    // theme-classic <Tabs> links tabs and panels by order, without aria-controls.
    pattern: /Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
  },
  {
    // theme-classic's blog archive page puts its year headings (h3) straight under the h1.
    pattern: /The heading “h3” \(with computed level 3\) follows the heading “h1”/,
    file: /(^|\/)blog\/archive\.html$/,
  },
];

function sitemapFiles(file) {
  const xml = readFileSync(path.join(BUILD, file), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, route]) =>
    route === '/' || route === '/zh/' ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`,
  );
}

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const seed = Number(process.env.HTML_SAMPLE_SEED ?? Math.floor(Date.now() / 86_400_000));
const next = random(seed);
const typed = [...TYPED, ...TYPED.map((file) => `zh/${file}`)];
const rest = [...sitemapFiles('sitemap.xml'), ...sitemapFiles('zh/sitemap.xml')].filter((file) => !typed.includes(file));
const sample = rest.sort(() => next() - 0.5).slice(0, SAMPLE);
const files = [...typed, ...sample].map((file) => path.join(BUILD, file));
for (const file of files) readdirSync(path.dirname(file)); // a missing folder fails loudly here

// vnu writes its JSON report to stderr.
const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--exit-zero-always', ...files], {
  encoding: 'utf8',
  maxBuffer: 1 << 26,
});
if (run.status !== 0) throw new Error(`vnu failed: ${run.stderr.slice(0, 2000)}`);
const report = JSON.parse(run.stderr);
const fileOf = (message) => path.relative(BUILD, new URL(message.url).pathname);
const errors = report.messages.filter(
  (message) =>
    message.type === 'error' &&
    !KNOWN_QUIRKS.some((quirk) => quirk.pattern.test(message.message) && (!quirk.file || quirk.file.test(fileOf(message)))),
);
for (const message of errors) {
  console.error(`${fileOf(message)}:${message.lastLine ?? '?'}: ${message.message}`);
}
console.log(`HTML check (vnu, seed ${seed}): ${files.length} pages, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
