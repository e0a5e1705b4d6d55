/**
 * Comments in the code blocks of the docs and posts. A Chinese page shows the same commands,
 * keys and values as its English twin, but its comments and block titles are Chinese
 * (issue: readers of the Chinese pages met English comments in otherwise Chinese guides). These
 * helpers let a test compare twins' code with the comments taken out, and find comments or
 * titles a translator left in English.
 */

/** Languages whose line comments start with `#` (shell, config formats, Python, …). */
const HASH = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'yaml',
  'yml',
  'dockerfile',
  'python',
  'py',
  'properties',
  'toml',
  'conf',
  'nginx',
  'ini',
  'makefile',
  'promql',
  'ruby',
  'r',
  'perl',
]);
/** Languages with `//` line comments and `/* … *\/` block comments. */
const SLASH = new Set([
  'js',
  'javascript',
  'ts',
  'typescript',
  'tsx',
  'jsx',
  'go',
  'java',
  'kotlin',
  'scala',
  'groovy',
  'c',
  'cpp',
  'csharp',
  'rust',
  'json5',
  'jsonc',
  'php',
  'proto',
  'protobuf',
]);
const DASH = new Set(['sql', 'mysql', 'lua']);
const MARKUP = new Set(['xml', 'html', 'vue']);

/**
 * Blocks whose text is prose or a picture rather than code (Mermaid labels and sample output are
 * translated as a whole), so they are not compared between languages.
 */
export const PROSE_LANGUAGES: ReadonlySet<string> = new Set(['', 'mermaid', 'text', 'txt', 'plain', 'console', 'log', 'output']);

/**
 * A comment starts at the line's start or after white space, so `http://x` and `a#b` (URLs,
 * anchors, shell `${#var}`) are not comments; `#!` shebangs are code.
 */
const HASH_COMMENT = /(^|\s)#(?!!)(.*)$/;
const SLASH_COMMENT = /(^|\s)\/\/(.*)$/;
const DASH_COMMENT = /(^|\s)--(?=\s|$)(.*)$/;

function lineComment(lang: string): RegExp | undefined {
  if (HASH.has(lang)) return HASH_COMMENT;
  if (SLASH.has(lang)) return SLASH_COMMENT;
  if (DASH.has(lang)) return DASH_COMMENT;
  return undefined;
}

function blockComment(lang: string): RegExp | undefined {
  if (SLASH.has(lang)) return /\/\*[\s\S]*?\*\//g;
  if (MARKUP.has(lang)) return /<!--[\s\S]*?-->/g;
  return undefined;
}

/** The comments of a block, in order, without their markers. */
export function commentsOf(code: string, lang: string): string[] {
  const block = blockComment(lang);
  const blocks = block ? Array.from(code.matchAll(block), ([text]) => text.replace(/^\/\*|\*\/$|^<!--|-->$/g, '').trim()) : [];
  const line = lineComment(lang);
  const rest = block ? code.replace(block, '') : code;
  const lines = line
    ? rest.split('\n').flatMap((text) => {
        const match = line.exec(text);
        return match ? [match[2].trim()] : [];
      })
    : [];
  return [...blocks, ...lines].filter((text) => text !== '');
}

/**
 * The code of a block with its comments and blank lines removed and trailing space trimmed:
 * what must be identical between a page and its translation.
 */
export function withoutComments(code: string, lang: string): string {
  const block = blockComment(lang);
  const line = lineComment(lang);
  return (block ? code.replace(block, '') : code)
    .split('\n')
    .map((text) => (line ? text.replace(line, '$1') : text).trimEnd())
    .filter((text) => text.trim() !== '')
    .join('\n');
}

const CJK = /[\u3400-\u9fff]/;
/** Three Latin words in a row: a sentence, not a key, a path or a product name. */
const LATIN_PHRASE = /[A-Za-z]{3,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/;

/** Whether text meant for a Chinese reader is an English sentence. */
export function isEnglishProse(text: string): boolean {
  return LATIN_PHRASE.test(text) && !CJK.test(text);
}

/** Two Latin words in a row with no Chinese: a block title left in English. */
export function isEnglishTitle(title: string): boolean {
  return /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(title) && !CJK.test(title);
}

export interface CodeBlock {
  readonly line: number;
  readonly lang: string;
  /** The block's `title="…"`, if any. */
  readonly title?: string;
  readonly code: string;
}

/** The fenced code blocks of a Markdown source, with the fence's indentation removed. */
export function markdownCodeBlocks(source: string): CodeBlock[] {
  const pattern = /^([ \t]*)(`{3,})(\w*)([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;
  return Array.from(source.matchAll(pattern), (match) => {
    const [, indent, , lang, meta, body] = match;
    const title = /title="([^"]*)"/.exec(meta)?.[1];
    return {
      line: source.slice(0, match.index).split('\n').length,
      lang: lang.toLowerCase(),
      ...(title === undefined ? {} : {title}),
      code: body
        .split('\n')
        .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
        .join('\n'),
    };
  });
}
