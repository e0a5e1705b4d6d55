import {highlightToHtml} from './highlight';

/** The MDX component each code block becomes; src/theme/MDXComponents maps it. */
export const COMPONENT_NAME = 'HighlightedCode';

/** Fenced blocks left for another plugin: Mermaid blocks are drawn by rehype-diagrams. */
const UNTOUCHED_LANGUAGES = new Set(['mermaid']);

interface Node {
  type: string;
  children?: Node[];
}

interface CodeNode extends Node {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

interface VFileLike {
  path?: string;
}

/**
 * The part of a fence line after the language. Only a title is supported
 * (```yaml title="values.yaml"); line highlights or numbers would be silently lost, so any
 * other text stops the build with the file name.
 */
export function parseMeta(meta: string | null | undefined, where: string): {title?: string} {
  const text = meta?.trim() ?? '';
  if (text === '') return {};
  const match = /^title=(["'])(.*)\1$/.exec(text);
  if (!match || match[2]!.trim() === '') {
    throw new Error(`${where}: unsupported code block options "${text}" (only title="…" is supported)`);
  }
  return {title: match[2]};
}

function toElement(node: CodeNode, where: string): Node {
  const language = node.lang?.toLowerCase() || 'text';
  const {title} = parseMeta(node.meta, where);
  const attributes: JsxAttribute[] = [
    {type: 'mdxJsxAttribute', name: 'language', value: language},
    {type: 'mdxJsxAttribute', name: 'html', value: highlightToHtml(node.value, language)},
  ];
  if (title) attributes.push({type: 'mdxJsxAttribute', name: 'title', value: title});
  return {type: 'mdxJsxFlowElement', name: COMPONENT_NAME, attributes, children: []} as Node;
}

function transform(parent: Node, where: string): void {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (child.type === 'code') {
      const code = child as CodeNode;
      if (!UNTOUCHED_LANGUAGES.has(code.lang?.toLowerCase() ?? '')) children[index] = toElement(code, where);
    } else {
      transform(child, where);
    }
  }
}

/**
 * remark plugin: highlights every fenced code block while the site builds and hands the
 * result to `<HighlightedCode html="…">`, so no page downloads or runs the highlighter (about
 * 40 KB of gzip JavaScript and the tokenising of every block during hydration). See
 * ../README.md, code-highlighting.
 */
export default function remarkHighlightCode() {
  return (tree: Node, file: VFileLike): void => {
    transform(tree, file.path ?? 'a Markdown file');
  };
}
