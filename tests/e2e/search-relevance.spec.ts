import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, test} from '@playwright/test';
import relevance from '../fixtures/search-relevance.json';
import {pagefindBackend, type PagefindModule} from '../../src/lib/search/pagefind';
import {LOCALES} from './fixtures';

/** The search modal lists this many pages; a fixture query must find its page in the first three. */
const MODAL_PAGES = 8;
const TOP = 3;

/** The `<html lang>` of each locale's pages: Pagefind picks its index by it. */
const HTML_LANG = {en: 'en-us', zh: 'zh-cn'} as const;

interface Entry {
  q: string;
  expect: string;
  version?: string;
}

/**
 * The site's own pagefind.js, fetched from the server under test and run in Node: no browser
 * is needed to rank, and every index file it asks for comes over HTTP from the built site.
 * The module reads `document` only to pick the language's index, when it starts.
 */
async function loadPagefind(baseURL: string, htmlLang: string): Promise<PagefindModule> {
  const response = await fetch(`${baseURL}/pagefind/pagefind.js`);
  expect(response.status).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  writeFileSync(file, await response.text());
  const page = {currentScript: null, querySelector: () => ({getAttribute: () => htmlLang})};
  Object.assign(globalThis, {document: page});
  const pagefind = (await import(pathToFileURL(file).href)) as PagefindModule;
  return {
    ...pagefind,
    options: (options) => pagefind.options({...options, basePath: `${baseURL}/pagefind/`, baseUrl: '/'}),
    init: async () => {
      try {
        await pagefind.init();
      } finally {
        delete (globalThis as {document?: unknown}).document;
      }
    },
  };
}

test.describe('search relevance', () => {
  test.skip(({isMobile}) => isMobile, 'ranking does not depend on the viewport');
  for (const {locale} of LOCALES) {
    test(`${locale}: each fixture query finds its page in the top ${TOP}`, async ({baseURL}) => {
      test.setTimeout(120_000);
      const pagefind = await loadPagefind(baseURL ?? '', HTML_LANG[locale]);
      const backend = pagefindBackend('/pagefind/', async () => pagefind);
      const entries: Entry[] = relevance[locale];
      expect(entries.length).toBeGreaterThanOrEqual(40);
      // A few queries at a time: most of the time goes to fetching index files.
      const misses: string[] = [];
      const queue = [...entries];
      const worker = async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const {q, expect: expected, version = 'current'} = entry;
          const {groups} = await backend.search({query: q, locale, version, limit: MODAL_PAGES});
          const top = groups.slice(0, TOP).map((group) => group.pageUrl);
          if (!top.includes(expected)) misses.push(`${q} [${version}] → ${top.join(', ')} (expected ${expected})`);
        }
      };
      await Promise.all(Array.from({length: 6}, worker));
      const rate = (100 * (entries.length - misses.length)) / entries.length;
      test.info().annotations.push({type: 'top-3 hit rate', description: `${rate.toFixed(1)}% of ${entries.length}`});
      expect(misses).toEqual([]);
    });
  }
});
