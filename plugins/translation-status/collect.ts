import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {
  SECTIONS,
  countSections,
  isPageFile,
  pageState,
  recordOf,
  sourceHash,
  translationFileAt,
  type PageStatus,
  type SectionCounts,
  type SectionId,
  type TranslationFile,
} from '../../src/lib/translationSources';

/**
 * The file side of src/lib/translationSources.ts: finds the translated pages of a site, reads
 * their records and hashes their English sources. Used by the plugin at build time, by
 * scripts/translation-sources.mjs and by the unit test, so their counts are the same.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every translated page of `locale`, by section, sorted by path. */
export function translationFiles(siteDir: string, locale: string): TranslationFile[] {
  return SECTIONS.flatMap((section) => {
    const folder = path.join(siteDir, 'i18n', locale, section.translationDir);
    if (!fs.existsSync(folder)) {
      return [];
    }
    return markdownFiles(folder)
      .map((file) => translationFileAt(path.relative(siteDir, file)))
      .filter((file): file is TranslationFile => file !== null)
      .sort((a, b) => a.relPath.localeCompare(b.relPath));
  });
}

/** English pages per section. */
export function englishPageCounts(siteDir: string): Record<SectionId, number> {
  const counts = {} as Record<SectionId, number>;
  for (const section of SECTIONS) {
    const folder = path.join(siteDir, section.sourceDir);
    counts[section.id] = fs.existsSync(folder)
      ? markdownFiles(folder).filter((file) => isPageFile(path.relative(folder, file))).length
      : 0;
  }
  return counts;
}

/** Hashes English files by their path from the site folder (null: no such file), once each. */
export function sourceHasher(siteDir: string): (sourcePath: string) => string | null {
  const hashes = new Map<string, string | null>();
  return (sourcePath) => {
    if (!hashes.has(sourcePath)) {
      const file = path.resolve(siteDir, sourcePath);
      const inside = file.startsWith(path.resolve(siteDir) + path.sep);
      hashes.set(sourcePath, inside && fs.existsSync(file) ? sourceHash(fs.readFileSync(file, 'utf8'), sha256Hex) : null);
    }
    return hashes.get(sourcePath) ?? null;
  };
}

/** The state of one translated page, from its parsed front matter. */
export function statusOf(file: TranslationFile, frontMatter: Readonly<Record<string, unknown>>, hashOf: (sourcePath: string) => string | null): PageStatus {
  const record = recordOf(frontMatter);
  return {
    section: file.section,
    relPath: file.relPath,
    translationPath: file.translationPath,
    sourcePath: record?.path ?? file.sourcePath,
    state: pageState(record, hashOf),
  };
}

export interface SiteStatus {
  readonly pages: PageStatus[];
  readonly counts: SectionCounts[];
}

/** Every translated page of `locale` with its state, and the per-section counts. */
export function siteStatus(siteDir: string, locale: string): SiteStatus {
  const hashOf = sourceHasher(siteDir);
  const pages = translationFiles(siteDir, locale).map((file) =>
    statusOf(file, matter(fs.readFileSync(path.join(siteDir, file.translationPath), 'utf8')).data, hashOf),
  );
  return {pages, counts: countSections(englishPageCounts(siteDir), pages)};
}
