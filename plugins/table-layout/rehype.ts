/**
 * rehype plugin: marks the Markdown tables that read better as stacked rows on a narrow
 * screen, while the site builds, so no page needs a class written into its source and no
 * script runs in the browser. src/components/ScrollableTable lays the marked tables out as
 * stacked rows when their column is narrow; unmarked tables scroll sideways with a cue.
 *
 * - `pairs`: every two-column table (a term and what it means, a symptom and its fix): each
 *   row becomes the first cell above the second.
 * - `cards`: tables of three or more columns about problems and their remedies: any such
 *   table on a troubleshooting page, one whose first column is the symptom, or one whose
 *   header names a cause, a fix or what to do (in English or Chinese).
 *   Each row becomes a card, each cell under its column's name (`data-label`).
 *
 * No ARIA roles are added for the stacked rows: the HTML standard forbids a role on `tr`,
 * `th` and `td` inside a table (the Nu HTML Checker reports it as an error), and Chromium and
 * Firefox keep table semantics whatever the `display`.
 */

export type TableLayout = 'pairs' | 'cards';

export interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

interface VFileLike {
  path?: string;
}

const REMEDY_HEADER = /\b(causes?|fix(es)?|solutions?|workarounds?|what to do)\b|解决|处理方法|(可能|常见)原因/i;
const SYMPTOM_HEADER = /^(symptoms?|what you see|problem|error)\b|^(现象|症状|报错)/i;
const TROUBLESHOOTING_PAGE = /(^|[\\/])troubleshooting[\\/]/;

/** The layout for a table with these column headers, in this source file. */
export function tableLayout(headers: readonly string[], filePath: string | undefined): TableLayout | undefined {
  if (headers.length === 2) {
    return 'pairs';
  }
  const aboutProblems =
    TROUBLESHOOTING_PAGE.test(filePath ?? '') ||
    SYMPTOM_HEADER.test(headers[0] ?? '') ||
    headers.some((header) => REMEDY_HEADER.test(header));
  if (headers.length >= 3 && aboutProblems) {
    return 'cards';
  }
  return undefined;
}

const elements = (node: Node, tagName?: string): Node[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && (tagName === undefined || child.tagName === tagName));

function textOf(node: Node): string {
  if (node.type === 'text') {
    return node.value ?? '';
  }
  return (node.children ?? []).map(textOf).join('');
}

function setProperties(node: Node, properties: Record<string, unknown>): void {
  node.properties = {...node.properties, ...properties};
}

function mark(table: Node, filePath: string | undefined): void {
  const head = elements(table, 'thead')[0];
  const headerRow = head ? elements(head, 'tr')[0] : undefined;
  if (!headerRow) {
    return;
  }
  const headers = elements(headerRow).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
  const layout = tableLayout(headers, filePath);
  if (!layout) {
    return;
  }
  setProperties(table, {dataLayout: layout});
  if (layout !== 'cards') {
    return;
  }
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      elements(row).forEach((cell, column) => {
        if (headers[column]) {
          setProperties(cell, {dataLabel: headers[column]});
        }
      });
    }
  }
}

function visit(node: Node, filePath: string | undefined): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'table') {
      mark(child, filePath);
    } else {
      visit(child, filePath);
    }
  }
}

export default function rehypeTableLayout() {
  return (tree: Node, file: VFileLike): void => {
    visit(tree, file.path);
  };
}
