// The built site's pages, read from its sitemaps, and a repeatable shuffle for daily samples.
// Shared by the crawl and accessibility specs (tests/e2e) and the HTML checker (scripts).
import {readFileSync} from 'node:fs';

/** Paths of every page listed in a built sitemap (build/sitemap.xml, build/zh/sitemap.xml). */
export function sitemapPaths(file) {
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Today's seed (a new sample each day), or the one given to repeat a run. */
export function dailySeed(given) {
  return Number(given ?? Math.floor(Date.now() / 86_400_000));
}

/** A copy of `items` in an order fixed by `seed` (Fisher–Yates over a small LCG). */
export function shuffled(items, seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
