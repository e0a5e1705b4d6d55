import {createHash} from 'node:crypto';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {
  countSections,
  formatCounts,
  isPageFile,
  pageKey,
  pageState,
  recordLine,
  recordOf,
  recordProblems,
  siteDirOf,
  sourceHash,
  translationFileAt,
  withRecord,
  type PageStatus,
} from './translationSources';

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const record = {path: 'docs/x.md', sha256: '0123456789abcdef'};

describe('translationFileAt', () => {
  it('maps each translation folder to its English folder', () => {
    expect(translationFileAt('i18n/zh/docusaurus-plugin-content-docs/current/a/b.md')).toMatchObject({section: 'docs', relPath: 'a/b.md', sourcePath: 'docs/a/b.md'});
    expect(translationFileAt('/site/i18n/zh/docusaurus-plugin-content-docs/version-5.17/x.mdx')).toMatchObject({
      section: 'docs-5.17',
      sourcePath: 'versioned_docs/version-5.17/x.mdx',
      translationPath: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17/x.mdx',
    });
    expect(translationFileAt('i18n/zh/docusaurus-plugin-content-blog/2024/2024-01-01-a.md')?.sourcePath).toBe('blog/2024/2024-01-01-a.md');
    expect(translationFileAt('i18n/zh/docusaurus-plugin-content-pages/case/boe.md')?.sourcePath).toBe('src/pages/case/boe.md');
  });

  it('ignores what is not a translated page', () => {
    expect(translationFileAt('docs/a.md')).toBeNull();
    expect(translationFileAt('i18n/zh/docusaurus-plugin-content-docs/current.json')).toBeNull();
    expect(translationFileAt('i18n/zh/docusaurus-plugin-content-docs/current/_partial.mdx')).toBeNull();
    expect(isPageFile('a/_shared/b.md')).toBe(false);
  });

  it('gives an English page and its translation the same key', () => {
    expect(pageKey('@site/docs/a/b.md')).toBe('docs:a/b.md');
    expect(pageKey('@site/i18n/zh/docusaurus-plugin-content-docs/current/a/b.md')).toBe('docs:a/b.md');
    expect(pageKey('versioned_docs/version-5.17/a.mdx')).toBe('docs-5.17:a.mdx');
    expect(pageKey('@site/src/pages/case/boe.md')).toBe('pages:case/boe.md');
    expect(pageKey('@site/src/pages/index.tsx')).toBeNull();
  });

  it('finds the site folder of an absolute path', () => {
    const path = '/work/site/i18n/zh/docusaurus-plugin-content-blog/a.md';
    const file = translationFileAt(path);
    expect(file && siteDirOf(path, file)).toBe('/work/site');
  });
});

describe('records', () => {
  it('hashes content to 16 hex digits, the same with CRLF line endings', () => {
    expect(sourceHash('a\nb\n', sha)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceHash('a\r\nb\r\n', sha)).toBe(sourceHash('a\nb\n', sha));
    expect(sourceHash('a\nb.\n', sha)).not.toBe(sourceHash('a\nb\n', sha));
  });

  it('reads back the line it writes, also with an all-digit hash', () => {
    const digits = {path: 'blog/2024/a.md', sha256: '1234567890123456'};
    expect(recordOf(matter(`---\n${recordLine(digits)}\n---\n`).data)).toEqual(digits);
    expect(recordOf({translation_source: {path: 'a.md', sha256: 'xyz'}})).toBeNull();
    expect(recordOf({translation_source: 'docs/a.md'})).toBeNull();
    expect(recordOf({})).toBeNull();
  });

  it('adds the record as the last front matter line and leaves the rest untouched', () => {
    const text = '---\ntitle: A\nverified_with:\n  rainbond: v6.2.1\n---\n\nBody\n---\n';
    expect(withRecord(text, record)).toBe(`---\ntitle: A\nverified_with:\n  rainbond: v6.2.1\n${recordLine(record)}\n---\n\nBody\n---\n`);
  });

  it('replaces an existing record, one line or a block, in place', () => {
    const newer = {...record, sha256: 'fedcba9876543210'};
    const once = withRecord('---\ntitle: A\n---\nBody\n', record);
    expect(withRecord(once, newer)).toBe(`---\ntitle: A\n${recordLine(newer)}\n---\nBody\n`);
    const block = '---\ntranslation_source:\n  path: docs/x.md\n  sha256: "0123456789abcdef"\ntitle: A\n---\n';
    expect(withRecord(block, newer)).toBe(`---\n${recordLine(newer)}\ntitle: A\n---\n`);
    expect(withRecord(once, record)).toBe(once);
  });

  it('keeps CRLF line endings and gives a page without front matter one', () => {
    expect(withRecord('---\r\ntitle: A\r\n---\r\nBody\r\n', record)).toBe(`---\r\ntitle: A\r\n${recordLine(record)}\r\n---\r\nBody\r\n`);
    expect(withRecord('# A\n', record)).toBe(`---\n${recordLine(record)}\n---\n# A\n`);
  });
});

describe('states and counts', () => {
  const hashes: Record<string, string> = {'docs/x.md': '0123456789abcdef'};
  const hashOf = (path: string): string | null => hashes[path] ?? null;

  it('tells current, behind, unrecorded and missing sources apart', () => {
    expect(pageState(record, hashOf)).toBe('current');
    expect(pageState({...record, sha256: 'ffffffffffffffff'}, hashOf)).toBe('behind');
    expect(pageState(null, hashOf)).toBe('unrecorded');
    expect(pageState({...record, path: 'docs/gone.md'}, hashOf)).toBe('missing-source');
  });

  it('counts per section; only missing records are problems', () => {
    const page = (section: PageStatus['section'], state: PageStatus['state']): PageStatus => ({section, state, relPath: 'a.md', translationPath: 'i', sourcePath: 's'});
    const pages = [page('docs', 'current'), page('docs', 'behind'), page('blog', 'unrecorded'), page('blog', 'current')];
    const counts = countSections({docs: 3, 'docs-5.17': 0, blog: 2, pages: 1}, pages);
    expect(counts).toEqual([
      {section: 'docs', english: 3, translated: 2, current: 1, behind: 1},
      {section: 'docs-5.17', english: 0, translated: 0, current: 0, behind: 0},
      {section: 'blog', english: 2, translated: 2, current: 1, behind: 1},
      {section: 'pages', english: 1, translated: 0, current: 0, behind: 0},
    ]);
    expect(recordProblems(pages).map((problem) => problem.state)).toEqual(['unrecorded']);
    expect(formatCounts(counts).split('\n')[1]).toBe('docs       3        2           1        1');
  });
});
