// A line-level reading of a docs page: front matter, fenced code blocks (with their line numbers),
// and the prose lines between them. Enough for the upstream checks, which look at commands in
// shell blocks, values files in YAML blocks, inline code and <Ui> labels in prose.
import {parse} from 'yaml';

/**
 * Front matter as an object ({} when absent or not YAML), and the number of lines it takes. With
 * `only`, the YAML is parsed only when it mentions that key (parsing every page's is most of the
 * checks' time, and they read one key).
 */
export function frontMatter(source, only) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return {data: {}, lines: 0};
  if (only && !match[1].includes(only)) return {data: {}, lines: match[0].split('\n').length - 1};
  let data;
  try {
    data = parse(match[1]) ?? {};
  } catch {
    data = {};
  }
  return {data: typeof data === 'object' && !Array.isArray(data) ? data : {}, lines: match[0].split('\n').length - 1};
}

/**
 * Fenced code blocks and prose lines. Block: {lang, title, line (of the opening fence), lines:
 * [{text, line}]}. Prose: [{text, line}] outside blocks and front matter.
 */
export function scan(source) {
  const all = source.split('\n');
  const skip = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0].split('\n').length - 1 || 0;
  const blocks = [];
  const prose = [];
  let open = null;
  for (let index = skip; index < all.length; index++) {
    const text = all[index].replace(/\r$/, '');
    const line = index + 1;
    if (open) {
      const close = new RegExp(`^\\s*${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
      if (close.test(text)) {
        blocks.push(open.block);
        open = null;
      } else {
        open.block.lines.push({text: text.startsWith(open.indent) ? text.slice(open.indent.length) : text.trimStart(), line});
      }
      continue;
    }
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(text);
    if (fence) {
      const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(fence[4]);
      open = {
        fence: fence[2],
        indent: fence[1],
        block: {lang: fence[3].toLowerCase(), title: title ? (title[1] ?? title[2] ?? title[3]) : '', line, lines: []},
      };
      continue;
    }
    prose.push({text, line});
  }
  if (open) blocks.push(open.block);
  return {blocks, prose};
}

/** Inline code spans of a prose line: [{code, column}]. */
export function inlineCode(text) {
  const spans = [];
  if (!text.includes('`')) return spans;
  for (const match of text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    spans.push({code: match[2].trim(), column: match.index});
  }
  return spans;
}

/** A prose line with its inline code spans blanked out (so `<Ui>` inside code is not a label). */
export function withoutCode(text) {
  return text.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
}

/** <Ui>…</Ui> labels of a prose line, raw (not normalised). */
export function uiLabels(text) {
  if (!text.includes('<Ui>')) return [];
  return [...withoutCode(text).matchAll(/<Ui>([\s\S]*?)<\/Ui>/g)].map((match) => match[1]);
}
