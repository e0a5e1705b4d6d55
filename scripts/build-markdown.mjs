#!/usr/bin/env node
// Writes the Markdown copy of every docs, API, blog and Markdown page next to its HTML
// (build/docs/x.html → build/docs/x.md, served at /docs/x.md), and /llms.txt and
// /llms-full.txt of each language. Run after `docusaurus build` and before
// prepare-deploy.mjs, which compresses the files written here.
//
// The conversion reads the built HTML, not the sources, so generated API pages, translated
// pages and what MDX components render are included; its rules are in
// src/lib/markdownCopy.ts, the llms.txt layout in src/lib/llmsTxt.ts. Both are TypeScript,
// loaded here through jiti (what Docusaurus loads its TypeScript config with), so the build
// and the unit tests run the same code.
//
// Usage: node scripts/build-markdown.mjs [buildDir]
import {readdir, readFile, writeFile, access} from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
/** @type {typeof import('../src/lib/markdownCopy')} */
const {pageToMarkdown} = jiti('../src/lib/markdownCopy.ts');
/** @type {typeof import('../src/lib/llmsTxt')} */
const {llmsFullTxt, llmsTxt, markdownUrl, sections} = jiti('../src/lib/llmsTxt.ts');

const buildDir = path.resolve(process.argv[2] ?? 'build');
/** Folders with no pages: bundles, the search index, files for nginx. */
const SKIPPED_DIRS = new Set(['assets', 'pagefind', '_server', 'img', 'openapi']);
/** The docs version with no path of its own (docusaurus.config.ts, lastVersion). */
const LATEST_VERSION = 'V6.2';

const TEXT = {
  en: {
    title: 'Rainbond',
    summary:
      'Rainbond is an open-source, cloud-native application management platform: it builds, deploys, runs and delivers applications on Kubernetes without users writing Kubernetes manifests.',
    details:
      'Every link below is the Markdown copy of a page of www.rainbond.com, in English; the same page without .md is the HTML version. The latest documentation (V6.2) comes first, the older 5.17 documentation in its own section. The V6.2 documentation in one file: ',
    full: '# Rainbond documentation V6.2 (English)\n\nAll pages of the latest documentation and its API reference, in the order of the sidebar.',
  },
  zh: {
    title: 'Rainbond',
    summary: 'Rainbond 是开源的云原生应用管理平台：无需编写 Kubernetes 清单，即可在 Kubernetes 上构建、部署、运行和交付应用。',
    details:
      '以下每个链接都是 www.rainbond.com 中文页面的 Markdown 版本，去掉 .md 即为对应的网页。最新文档（V6.2）排在最前，旧版 5.17 文档单独成节。V6.2 全部文档的合集：',
    full: '# Rainbond 文档 V6.2（中文）\n\n最新版本的全部文档及 API 参考，按侧边栏顺序排列。',
  },
};

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** Converts files a few at a time: the work is CPU-bound, the reads and writes are not. */
async function pool(items, task, size = Math.max(2, os.availableParallelism())) {
  let next = 0;
  await Promise.all(
    Array.from({length: size}, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

const started = Date.now();
const files = [];
for await (const file of htmlFiles(buildDir)) files.push(file);

/** @type {Record<'en' | 'zh', import('../src/lib/llmsTxt').Entry[]>} */
const entries = {en: [], zh: []};
await pool(files, async (file) => {
  const copy = pageToMarkdown(await readFile(file, 'utf8'));
  if (!copy) return;
  // The copy sits next to the HTML nginx serves for the page's path, whatever the canonical says.
  const target = file.replace(/\.html$/, '.md');
  const route = `/${path.relative(buildDir, target).split(path.sep).join('/').replace(/\.md$/, '')}`;
  if (new URL(copy.url).pathname !== route) {
    throw new Error(`${path.relative(buildDir, file)}: canonical URL ${copy.url} is not the file's path ${route}`);
  }
  await writeFile(target, copy.markdown);
  entries[copy.lang === 'zh' ? 'zh' : 'en'].push({...copy, path: route});
});

for (const lang of /** @type {const} */ (['en', 'zh'])) {
  const list = entries[lang];
  if (list.length === 0) continue;
  const prefix = lang === 'zh' ? 'zh/' : '';
  const origin = new URL(list[0].url).origin;
  const fullUrl = `${origin}/${prefix}llms-full.txt`;
  const parts = sections(list, lang, LATEST_VERSION);
  const text = TEXT[lang];
  await writeFile(path.join(buildDir, prefix, 'llms.txt'), llmsTxt({title: text.title, summary: text.summary, details: text.details + fullUrl, sections: parts}));
  const latest = parts.filter((part) => part.entries[0]?.kind === 'docs' && part.entries[0].version === LATEST_VERSION).flatMap((part) => part.entries);
  await writeFile(path.join(buildDir, prefix, 'llms-full.txt'), llmsFullTxt(text.full, latest));

  // Every link must reach a file of this build; a page missed above would be a 404 for a tool.
  for (const entry of parts.flatMap((part) => part.entries)) {
    await access(path.join(buildDir, new URL(markdownUrl(entry)).pathname));
  }
  if (latest.length === 0) throw new Error(`${lang}: no ${LATEST_VERSION} docs found for llms-full.txt`);
}

console.log(
  `markdown copies: ${entries.en.length} en, ${entries.zh.length} zh, llms.txt per language, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
