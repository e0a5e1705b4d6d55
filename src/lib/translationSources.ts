/**
 * Which English file each translated page translates, and whether it still matches.
 *
 * A translated page records its source in its front matter as one line,
 *   translation_source: {path: "docs/x.md", sha256: "0123456789abcdef"}
 * the English file's path from the site folder and the first 16 hex digits of the SHA-256 of
 * its content. The page is up to date while the English file hashes to the recorded value;
 * any edit of the English file, a typo fix included, makes it "behind" until a translator has
 * checked the translation and recorded the source again (scripts/translation-sources.mjs).
 *
 * Shared by that script, the translation-status plugin (status page and the notice on pages
 * that are behind) and the unit test, so all of them count the same way. File access stays
 * with the callers; everything here works on paths and strings.
 */

/** The front matter key of the record. */
export const RECORD_KEY = 'translation_source';
/** Hex digits of the SHA-256 kept in a record: enough to tell versions of one file apart. */
export const HASH_LENGTH = 16;

export type SectionId = 'docs' | 'docs-5.17' | 'blog' | 'pages';

export interface Section {
  readonly id: SectionId;
  /** The English folder, relative to the site folder. */
  readonly sourceDir: string;
  /** The translations' folder inside i18n/<locale>/. */
  readonly translationDir: string;
}

/** The translated content of the site, in the order the status page lists it. */
export const SECTIONS: readonly Section[] = [
  {id: 'docs', sourceDir: 'docs', translationDir: 'docusaurus-plugin-content-docs/current'},
  {id: 'docs-5.17', sourceDir: 'versioned_docs/version-5.17', translationDir: 'docusaurus-plugin-content-docs/version-5.17'},
  {id: 'blog', sourceDir: 'blog', translationDir: 'docusaurus-plugin-content-blog'},
  {id: 'pages', sourceDir: 'src/pages', translationDir: 'docusaurus-plugin-content-pages'},
];

export interface SourceRecord {
  readonly path: string;
  readonly sha256: string;
}

/** A translated Markdown page, located inside the site. */
export interface TranslationFile {
  readonly section: SectionId;
  /** Path inside the section, with forward slashes (`quick-start/install.md`). */
  readonly relPath: string;
  /** The translation's path from the site folder (`i18n/zh/docusaurus-plugin-content-docs/current/…`). */
  readonly translationPath: string;
  /** The English file it translates, from the site folder (`docs/…`). */
  readonly sourcePath: string;
}

const MARKDOWN = /\.mdx?$/;

function toPosix(filePath: string): string {
  return filePath.replace(/\\/g, '/');
}

/** Whether a file is a page of its section (Markdown, not a partial such as `_snippet.md`). */
export function isPageFile(relPath: string): boolean {
  return MARKDOWN.test(relPath) && !toPosix(relPath).split('/').some((part) => part.startsWith('_'));
}

/**
 * The translated page at `filePath` (absolute or relative), or null when the path is not a
 * page in one of the translation folders. The locale folder is any `i18n/<locale>/`.
 */
export function translationFileAt(filePath: string): TranslationFile | null {
  const posix = toPosix(filePath);
  for (const section of SECTIONS) {
    const match = new RegExp(`(?:^|/)(i18n/[^/]+/${section.translationDir}/)(.+)$`).exec(posix);
    if (match?.[1] && match[2] && isPageFile(match[2])) {
      const relPath = match[2];
      return {
        section: section.id,
        relPath,
        translationPath: `${match[1]}${relPath}`,
        sourcePath: `${section.sourceDir}/${relPath}`,
      };
    }
  }
  return null;
}

/**
 * The same key for an English page and its translation (`docs:quick-start/install.md`), from a
 * path relative to the site folder or a content plugin's `@site/…` source; null for other files.
 */
export function pageKey(sitePath: string): string | null {
  const posix = toPosix(sitePath).replace(/^@site\//, '');
  const translation = translationFileAt(posix);
  if (translation) {
    return `${translation.section}:${translation.relPath}`;
  }
  // Longest folder first: versioned_docs/… before a shorter folder that could also match.
  const section = [...SECTIONS].sort((a, b) => b.sourceDir.length - a.sourceDir.length).find(({sourceDir}) => posix.startsWith(`${sourceDir}/`));
  const relPath = section ? posix.slice(section.sourceDir.length + 1) : '';
  return section && isPageFile(relPath) ? `${section.id}:${relPath}` : null;
}

/** The site folder of a translated page's absolute path (everything before `i18n/<locale>/`). */
export function siteDirOf(absolutePath: string, file: TranslationFile): string {
  const posix = toPosix(absolutePath);
  return posix.slice(0, posix.length - file.translationPath.length).replace(/\/$/, '') || '/';
}

/**
 * The hash recorded for an English file's content. Line endings are normalised so a checkout
 * with CRLF endings hashes like the repository's LF.
 */
export function sourceHash(content: string, sha256Hex: (text: string) => string): string {
  return sha256Hex(content.replace(/\r\n/g, '\n')).slice(0, HASH_LENGTH);
}

/** The record in a page's parsed front matter, or null when it is missing or malformed. */
export function recordOf(frontMatter: Readonly<Record<string, unknown>>): SourceRecord | null {
  const value = frontMatter[RECORD_KEY];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const {path, sha256} = value as Record<string, unknown>;
  if (typeof path !== 'string' || path === '' || typeof sha256 !== 'string' || !new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`).test(sha256)) {
    return null;
  }
  return {path, sha256};
}

/** The record's front matter line. Both values quoted: an all-digit hash would read as a number. */
export function recordLine(record: SourceRecord): string {
  return `${RECORD_KEY}: {path: ${JSON.stringify(record.path)}, sha256: ${JSON.stringify(record.sha256)}}`;
}

/**
 * The page's text with `record` in its front matter. Only the record changes: an existing
 * record (one line, or a block with indented lines under the key) is replaced in place, a new
 * one is added as the front matter's last line, and a page without front matter gets one.
 */
export function withRecord(text: string, record: SourceRecord): string {
  const line = recordLine(record);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const opening = /^\uFEFF?---\r?\n/.exec(text);
  if (!opening) {
    return `---${eol}${line}${eol}---${eol}${text}`;
  }
  const start = opening[0].length;
  const closing = /^---[ \t]*$/m;
  const rest = text.slice(start);
  const end = closing.exec(rest);
  if (!end) {
    return `---${eol}${line}${eol}---${eol}${text}`;
  }
  const lines = rest.slice(0, end.index).split(/\r?\n/);
  // split leaves an empty last element for the newline before the closing `---`.
  if (lines.at(-1) === '') {
    lines.pop();
  }
  const at = lines.findIndex((candidate) => candidate.startsWith(`${RECORD_KEY}:`));
  if (at === -1) {
    lines.push(line);
  } else {
    let count = 1;
    while (at + count < lines.length && /^[ \t]+\S/.test(lines[at + count] ?? '')) {
      count += 1;
    }
    lines.splice(at, count, line);
  }
  return `${text.slice(0, start)}${lines.join(eol)}${eol}${rest.slice(end.index)}`;
}

export type PageState =
  /** The English file hashes to the recorded value. */
  | 'current'
  /** The English file changed since the translation was recorded. */
  | 'behind'
  /** No record, or a malformed one. */
  | 'unrecorded'
  /** The recorded English file does not exist. */
  | 'missing-source';

/**
 * A translated page's state. `sourceHashOf` hashes the English file at a path from the site
 * folder, or returns null when there is no such file.
 */
export function pageState(record: SourceRecord | null, sourceHashOf: (sourcePath: string) => string | null): PageState {
  if (!record) {
    return 'unrecorded';
  }
  const hash = sourceHashOf(record.path);
  if (hash === null) {
    return 'missing-source';
  }
  return hash === record.sha256 ? 'current' : 'behind';
}

/** Whether a reader should be told the translation may be behind the English page. */
export function isBehind(state: PageState): boolean {
  return state !== 'current';
}

export interface PageStatus {
  readonly section: SectionId;
  readonly relPath: string;
  readonly translationPath: string;
  /** The recorded English file, else the one at the same path. */
  readonly sourcePath: string;
  readonly state: PageState;
}

export interface SectionCounts {
  readonly section: SectionId;
  /** English pages of the section. */
  readonly english: number;
  /** Translated pages. */
  readonly translated: number;
  readonly current: number;
  /** Translated pages that are not known to be current: changed sources, no record, missing sources. */
  readonly behind: number;
}

/** Per-section counts, in the order of SECTIONS. */
export function countSections(englishPages: Readonly<Record<SectionId, number>>, pages: readonly PageStatus[]): SectionCounts[] {
  return SECTIONS.map(({id}) => {
    const own = pages.filter((page) => page.section === id);
    const current = own.filter((page) => page.state === 'current').length;
    return {section: id, english: englishPages[id], translated: own.length, current, behind: own.length - current};
  });
}

/** The pages a translator must fix before the record check passes (stale ones only inform). */
export function recordProblems(pages: readonly PageStatus[]): PageStatus[] {
  return pages.filter((page) => page.state === 'unrecorded' || page.state === 'missing-source');
}

/** A table of the counts, as the script prints it and the status page shows it. */
export function formatCounts(counts: readonly SectionCounts[]): string {
  const header = ['section', 'english', 'translated', 'current', 'behind'];
  const rows = counts.map((count) => [count.section, count.english, count.translated, count.current, count.behind].map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}
