import {describe, expect, it} from 'vitest';
import remarkHighlightCode, {COMPONENT_NAME, parseMeta} from './remark';

interface TestNode {
  type: string;
  name?: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: Array<{name: string; value: string}>;
  children?: TestNode[];
}

const code = (lang: string | null, value: string, meta: string | null = null): TestNode => ({type: 'code', lang, meta, value});

function run(tree: TestNode, path = 'docs/example.md'): TestNode {
  remarkHighlightCode()(tree, {path});
  return tree;
}

const attribute = (node: TestNode, name: string) => node.attributes?.find((a) => a.name === name)?.value;

describe('remarkHighlightCode', () => {
  it('turns fenced blocks at any depth into the component, with language, HTML and title', () => {
    const tree = run({
      type: 'root',
      children: [
        code('yaml', 'a: 1', 'title="values.yaml"'),
        {type: 'list', children: [{type: 'listItem', children: [code('Bash', 'echo hi')]}]},
      ],
    });
    const [first, list] = tree.children!;
    expect(first!.type).toBe('mdxJsxFlowElement');
    expect(first!.name).toBe(COMPONENT_NAME);
    expect(attribute(first!, 'language')).toBe('yaml');
    expect(attribute(first!, 'title')).toBe('values.yaml');
    expect(attribute(first!, 'html')).toContain('token');
    const nested = list!.children![0]!.children![0]!;
    expect(nested.name).toBe(COMPONENT_NAME);
    expect(attribute(nested, 'language')).toBe('bash');
    expect(attribute(nested, 'title')).toBeUndefined();
  });

  it('calls a block without a language text and leaves Mermaid blocks to the diagram plugin', () => {
    const tree = run({type: 'root', children: [code(null, 'a < b'), code('mermaid', 'graph TD; A-->B')]});
    expect(attribute(tree.children![0]!, 'language')).toBe('text');
    expect(attribute(tree.children![0]!, 'html')).toBe('a &lt; b');
    expect(tree.children![1]).toEqual(code('mermaid', 'graph TD; A-->B'));
  });

  it('stops the build on fence options it cannot honour, naming the file', () => {
    expect(() => run({type: 'root', children: [code('js', 'x', '{1,3}')]}, 'blog/post.md')).toThrow(/blog\/post\.md.*\{1,3\}/);
    expect(() => parseMeta('showLineNumbers', 'f.md')).toThrow(/only title/);
    expect(() => parseMeta('title=""', 'f.md')).toThrow();
    expect(parseMeta("title='a b.yaml'", 'f.md')).toEqual({title: 'a b.yaml'});
    expect(parseMeta('  ', 'f.md')).toEqual({});
  });
});
