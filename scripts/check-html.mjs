// HTML validity of built pages with the Nu HTML Checker (npm vnu-jar, run with the machine's
// Java): one page of every type in both locales plus a sample of the rest, different each day
// (HTML_SAMPLE_SEED to repeat one). Fails on any error not in KNOWN_QUIRKS below, and on any
// page of either sitemap whose file holds a NUL byte or a U+FFFD (damaged text).
//   node scripts/check-html.mjs [buildDir]
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';
import {dailySeed, shuffled, sitemapPaths} from './lib/sitemap.mjs';

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

/** The built file of each sitemap page: /docs/x → docs/x.html, / and /zh/ → index.html. */
const builtFile = (route) => (route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`);

const seed = dailySeed(process.env.HTML_SAMPLE_SEED);
const typed = [...TYPED, ...TYPED.map((file) => `zh/${file}`)];
const rest = [...sitemapPaths(path.join(BUILD, 'sitemap.xml')), ...sitemapPaths(path.join(BUILD, 'zh/sitemap.xml'))]
  .map(builtFile)
  .filter((file) => !typed.includes(file));

// Every page, not a sample: a NUL byte or a U+FFFD replacement character means text was
// damaged on its way to the file (React 18's stream renderer once put NULs into 171 Chinese
// pages, which the minifier turned into U+FFFD; patches/README.md). vnu alone saw it only
// when one landed inside a link.
const DAMAGE = [
  {name: 'NUL byte', bytes: Buffer.from([0])},
  {name: 'U+FFFD', bytes: Buffer.from('\uFFFD')},
];
const damagedPages = new Set();
for (const file of [...typed, ...rest]) {
  const html = readFileSync(path.join(BUILD, file));
  for (const {name, bytes} of DAMAGE) {
    const at = html.indexOf(bytes);
    if (at < 0) continue;
    damagedPages.add(file);
    const context = html.subarray(Math.max(0, at - 60), at + 20).toString('utf8').replace(/\s+/g, ' ');
    console.error(`${file}: ${name} at byte ${at}: …${context}…`);
  }
}
console.log(`Text integrity: ${typed.length + rest.length} pages, ${damagedPages.size} with damaged text`);

const sample = shuffled(rest, seed).slice(0, SAMPLE);
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
process.exit(errors.length || damagedPages.size ? 1 : 0);
