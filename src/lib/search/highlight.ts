/** A piece of highlighted text: `marked` parts are the words that matched. */
export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", nbsp: ' '};

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

/**
 * Search engines return snippets as escaped HTML with `<mark>` around matches. The UI never
 * injects that HTML: it splits on the marks and renders plain text, so a page or a query
 * containing markup can only ever show up as text.
 */
export function highlightSegments(snippet: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  for (const part of snippet.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) {
      marked = true;
    } else if (/^<\/mark>$/i.test(part)) {
      marked = false;
    } else if (part) {
      // Any other tag in a snippet is dropped; its text content stays.
      const text = decode(part.replace(/<[^>]*>/g, ''));
      if (text) segments.push({text, marked});
    }
  }
  return segments;
}

/** The snippet without highlight marks, for labels and titles. */
export function plainText(snippet: string): string {
  return highlightSegments(snippet)
    .map((segment) => segment.text)
    .join('');
}
