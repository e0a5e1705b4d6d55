/**
 * Finds table cells of a section overview that name another page of the section without
 * linking it (issue: readers could only reach the guides a table recommends through the
 * sidebar). A cell "names" a page when its text, once its links, code and emphasis markers are
 * removed, is the page's title or sidebar label, or contains a title long enough not to be a
 * common word ("Overview" in a cell is not a mention of a page called Overview).
 */
export interface Sibling {
  /** Titles a reader would recognise the page by: front matter title, sidebar label, category label. */
  readonly names: readonly string[];
  readonly file: string;
}

export interface Mention {
  readonly line: number;
  readonly cell: string;
  readonly file: string;
}

/** Shorter names only count when they fill the whole cell. */
const MIN_CONTAINED = {latin: 14, cjk: 5};

const CJK = /[\u3400-\u9fff]/;

function plainText(cell: string): string {
  return cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, ' ') // a link already lets the reader go on
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function containable(name: string): boolean {
  return name.length >= (CJK.test(name) ? MIN_CONTAINED.cjk : MIN_CONTAINED.latin);
}

export function unlinkedMentions(markdown: string, siblings: readonly Sibling[]): Mention[] {
  const mentions: Mention[] = [];
  let fence = false;
  markdown.split('\n').forEach((source, index) => {
    if (/^\s*(```|~~~)/.test(source)) fence = !fence;
    if (fence || !/^\s*\|/.test(source) || /^\s*\|[\s|:-]+\|\s*$/.test(source)) return;
    for (const cell of source.split('|').slice(1, -1)) {
      const text = plainText(cell);
      if (!text) continue;
      const named = siblings.find(({names}) =>
        names.some((name) => {
          const wanted = name.trim().toLowerCase();
          return wanted !== '' && (text === wanted || (containable(wanted) && text.includes(wanted)));
        }),
      );
      if (named) mentions.push({line: index + 1, cell: cell.trim(), file: named.file});
    }
  });
  return mentions;
}
