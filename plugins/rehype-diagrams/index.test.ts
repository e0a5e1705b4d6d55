// @vitest-environment node
import {describe, expect, it} from 'vitest';
import rehypeDiagrams from './index.cjs';

/**
 * The build's diagram renderer in the real Chromium (the one setup installs): a Mermaid block
 * becomes inline SVG in a `div.diagram`, ids restart per file, and a broken diagram fails the
 * build with the file named.
 */
const draw = rehypeDiagrams({
  launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu']},
  mermaidConfig: {theme: 'neutral', htmlLabels: false, flowchart: {htmlLabels: false}},
});

type Node = {type: string; tagName?: string; name?: string; children?: Node[]; attributes?: {name: string; value: unknown}[]};

function page(...diagrams: string[]): Node {
  return {
    type: 'root',
    children: [
      {type: 'element', tagName: 'p', children: [{type: 'text', value: 'Before the diagram.'} as Node]},
      ...diagrams.map((source) => ({
        type: 'element',
        tagName: 'pre',
        children: [{type: 'element', tagName: 'code', properties: {className: ['language-mermaid']}, children: [{type: 'text', value: source}]}],
      })),
    ],
  } as Node;
}

function drawnHtml(node: Node): string {
  const attribute = node.attributes?.find(({name}) => name === 'dangerouslySetInnerHTML');
  const {value} = attribute?.value as {value: string};
  return (JSON.parse(value) as {__html: string}).__html;
}

describe('rehype-diagrams', () => {
  it('draws each Mermaid block as inline SVG with its labels as SVG text', {timeout: 60_000}, async () => {
    const tree = page('flowchart LR\n  Source[Source code] --> Build --> Deploy', 'sequenceDiagram\n  User->>Gateway: GET /apps');
    const results = await Promise.all([draw(tree, {path: 'first.md'}), draw(page('flowchart TD\n  A --> B'), {path: 'second.md'})]);
    expect(results).toHaveLength(2);
    const [text, first, second] = tree.children!;
    expect(text.tagName).toBe('p');
    for (const node of [first, second]) {
      expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    }
    const flowchart = drawnHtml(first);
    expect(flowchart).toMatch(/^<svg id="mermaid-0"[^>]* viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(flowchart).toContain('Source');
    expect(flowchart).toContain('Deploy');
    expect(flowchart).not.toContain('foreignObject');
    expect(flowchart).not.toMatch(/ (name|datatype)="/i);
    expect(drawnHtml(second)).toMatch(/^<svg id="mermaid-1"/);
  });

  it('leaves the start and end circles of state diagrams with a radius only (valid SVG)', {timeout: 60_000}, async () => {
    const tree = page('stateDiagram-v2\n  [*] --> Running\n  Running --> [*]');
    await draw(tree, {path: 'states.md'});
    const svg = drawnHtml(tree.children![1]);
    const circles = svg.match(/<circle\b[^>]*>/g) ?? [];
    expect(circles.length).toBeGreaterThan(0);
    for (const circle of circles) {
      expect(circle).toMatch(/ r="/);
      expect(circle).not.toMatch(/ (width|height)="/);
    }
  });

  it('fails with the file and diagram named when Mermaid cannot parse a block', {timeout: 60_000}, async () => {
    await expect(draw(page('flowchart LR\n  A --> B', 'flowchart LR\n  A -->'), {path: 'docs/broken.md'})).rejects.toThrow(
      /docs\/broken\.md: Mermaid could not draw diagram 2: /,
    );
  });
});
