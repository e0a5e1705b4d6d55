import {describe, expect, it} from 'vitest';
import rehypeTableLayout, {tableLayout, type Node} from './rehype';

const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** A table as remark-gfm and remark-rehype hand it over: whitespace text between rows. */
function table(headers: (string | Node)[], ...rows: string[][]): Node {
  const cell = (tag: string) => (content: string | Node) => el(tag, [typeof content === 'string' ? text(content) : content]);
  return el('table', [
    text('\n'),
    el('thead', [el('tr', [text('\n'), ...headers.map(cell('th'))])]),
    text('\n'),
    el('tbody', rows.map((row) => el('tr', row.map(cell('td'))))),
  ]);
}

function run(tree: Node, path: string): Node {
  rehypeTableLayout()(tree, {path});
  return tree;
}

const rows = (node: Node): Node[] => node.children!.filter((child) => child.tagName === 'tbody')[0]!.children!;

describe('tableLayout', () => {
  it('stacks every two-column table', () => {
    expect(tableLayout(['Option', 'Meaning'], 'docs/installation/install-with-helm/vaules-config.md')).toBe('pairs');
    expect(tableLayout(['现象', '原因与处理'], 'i18n/zh/docusaurus-plugin-content-docs/current/faq/index.md')).toBe('pairs');
  });

  it('makes cards of wider tables about problems, on troubleshooting pages or by their headers', () => {
    expect(tableLayout(['Stage', 'Started by', 'Log'], 'versioned_docs/version-5.17/troubleshooting/installation/dind.md')).toBe('cards');
    expect(tableLayout(['阶段', '启动者', '日志'], 'i18n/zh/docusaurus-plugin-content-docs/version-5.17/troubleshooting/installation/dind.md')).toBe(
      'cards',
    );
    expect(tableLayout(['Symptom', 'Likely cause', 'What to do'], 'docs/vm-guide/vm_use.md')).toBe('cards');
    expect(tableLayout(['Symptom', 'First view', 'Then'], 'docs/x.md')).toBe('cards');
    expect(tableLayout(['Observation', 'What it means', 'What to do'], 'docs/x.md')).toBe('cards');
    expect(tableLayout(['现象', '可能原因', '处理方法'], 'i18n/zh/docusaurus-plugin-content-docs/current/vm-guide/vm_use.md')).toBe('cards');
  });

  it('leaves other wide tables to scroll', () => {
    expect(tableLayout(['Name', 'In', 'Type', 'Required', 'Description'], 'docs/api/team/getTeamList.mdx')).toBeUndefined();
    expect(tableLayout(['From', 'To', 'Typical reason'], 'docs/x.md')).toBeUndefined();
    // 原因 alone is "reason" as often as "cause", 处理 "what Rainbond does" as often as "fix".
    expect(tableLayout(['类型', '示例', '退出原因'], 'i18n/zh/docusaurus-plugin-content-docs/current/x.md')).toBeUndefined();
    expect(tableLayout(['写法', '示例', 'Rainbond 的处理'], 'i18n/zh/docusaurus-plugin-content-docs/current/x.md')).toBeUndefined();
    expect(tableLayout(['Only'], 'docs/troubleshooting/x.md')).toBeUndefined();
  });
});

describe('rehypeTableLayout', () => {
  it('marks a troubleshooting table as cards and labels each body cell with its column', () => {
    const tree = run(
      el('root', [table(['Symptom', el('code', [text('Cause')]), 'Fix'], ['Pod pending', 'No node fits', 'Add a node'])]),
      'docs/troubleshooting/common.md',
    );
    const marked = tree.children![0]!;
    expect(marked.properties).toEqual({dataLayout: 'cards'});
    const head = marked.children!.find((child) => child.tagName === 'thead')!;
    expect(head.children![0]!.children!.filter((c) => c.type === 'element').map((c) => c.properties)).toEqual([{}, {}, {}]);
    expect(rows(marked)[0]!.children!.map((c) => c.properties)).toEqual([
      {dataLabel: 'Symptom'},
      {dataLabel: 'Cause'},
      {dataLabel: 'Fix'},
    ]);
  });

  it('marks two-column tables as pairs without labels, and finds tables inside other elements', () => {
    const tree = run(el('root', [el('details', [table(['Key', 'Value'], ['a', '1'], ['b', '2'])])]), 'blog/2024/post.md');
    const marked = tree.children![0]!.children![0]!;
    expect(marked.properties).toMatchObject({dataLayout: 'pairs'});
    for (const row of rows(marked)) {
      expect(row.children!.map((cell) => cell.properties)).toEqual([{}, {}]);
    }
  });

  it('leaves other tables untouched', () => {
    const original = table(['Name', 'In', 'Type', 'Required'], ['id', 'path', 'int', 'yes']);
    const tree = run(el('root', [structuredClone(original)]), 'docs/api/team/getTeamList.mdx');
    expect(tree.children![0]).toEqual(original);
  });
});
