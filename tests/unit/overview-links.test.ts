import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {unlinkedMentions, type Sibling} from '../../src/lib/unlinkedMentions';

/**
 * Section overviews that name a page of their section in a table must link it (readers
 * otherwise reach it only through the sidebar). Both docs versions, both languages; the
 * Chinese overview is compared with the Chinese titles of its section.
 */
const TREES = [
  {en: 'docs', zh: 'i18n/zh/docusaurus-plugin-content-docs/current'},
  {en: 'versioned_docs/version-5.17', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17'},
];
/** Generated API pages are the API sidebar's, not overviews written by hand. */
const SKIP = /(^|\/)api(\/|$)/;

function names(file: string): string[] {
  const {data} = matter(readFileSync(file, 'utf8'));
  return [data.title, data.sidebar_label].filter((name): name is string => typeof name === 'string');
}

/** The same page in the other tree when it exists (a Chinese overview reads Chinese titles). */
function localised(file: string, from: string, to: string): string {
  const twin = join(to, relative(from, file));
  return existsSync(twin) ? twin : file;
}

function siblingsOf(overview: string, root: string, locale: {from: string; to: string} | undefined): Sibling[] {
  const folder = dirname(overview);
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry): Sibling[] => {
    const path = join(folder, entry.name);
    const page = entry.isDirectory() ? ['index.mdx', 'index.md'].map((name) => join(path, name)).find((index) => existsSync(index)) : path;
    if (!page || page === overview || !/\.mdx?$/.test(page)) return [];
    const shown = locale ? localised(page, locale.from, locale.to) : page;
    return [{file: relative(root, page), names: names(shown)}];
  });
}

const overviews = TREES.flatMap(({en, zh}) =>
  markdownFiles(en)
    .filter((file) => /(^|\/)index\.mdx?$/.test(file) && !SKIP.test(relative(en, file)))
    .flatMap((file) => {
      const twin = localised(file, en, zh);
      return [
        {file, siblings: siblingsOf(file, en, undefined)},
        ...(twin === file ? [] : [{file: twin, siblings: siblingsOf(file, en, {from: en, to: zh})}]),
      ];
    }),
);

describe('section overviews link the pages they name', () => {
  it('finds the overviews of both versions and languages', () => {
    expect(overviews.filter(({file}) => file.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(overviews.filter(({file}) => file.includes('version-5.17')).length).toBeGreaterThan(60);
  });

  it('no table cell names a sibling page without linking it', () => {
    const problems = overviews.flatMap(({file, siblings}) =>
      unlinkedMentions(readFileSync(file, 'utf8'), siblings).map(({line, cell, file: target}) => `${file}:${line}: "${cell}" names ${target} without a link`),
    );
    expect(problems).toEqual([]);
  });
});
