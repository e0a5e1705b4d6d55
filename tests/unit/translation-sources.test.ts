import {describe, expect, it} from 'vitest';
import {siteStatus} from '../../plugins/translation-status/collect';
import {recordProblems, translationFileAt} from '../../src/lib/translationSources';

/**
 * Every Chinese page records the English file it translates, and that file exists, so a new
 * page cannot skip the record (npm run translations:record -- <file>). A page whose English
 * source changed since is not a failure: the page shows a notice and /translation-status lists it.
 */
describe('translation records', () => {
  // Tests run from the repository's root (as the other content tests assume).
  const root = process.cwd();
  const {pages, counts} = siteStatus(root, 'zh');

  it('finds the Chinese pages of every section', () => {
    for (const count of counts) {
      expect(count.translated, count.section).toBeGreaterThan(0);
    }
  });

  it('every Chinese page records an English source that exists', () => {
    expect(recordProblems(pages).map((page) => `${page.translationPath}: ${page.state}`)).toEqual([]);
  });

  it('every Chinese page records the English page at its own path', () => {
    const elsewhere = pages.filter((page) => translationFileAt(page.translationPath)?.sourcePath !== page.sourcePath);
    expect(elsewhere.map((page) => `${page.translationPath} -> ${page.sourcePath}`)).toEqual([]);
  });
});
