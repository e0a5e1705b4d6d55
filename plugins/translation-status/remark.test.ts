import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {recordLine, sourceHash} from '../../src/lib/translationSources';
import {sha256Hex} from './collect';
import remarkTranslationStatus from './remark';

interface Node {
  type: string;
  name?: string;
  value?: string;
  depth?: number;
  children?: Node[];
}

/** A site folder with one English doc and its translation, recorded against `recorded`. */
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
const english = path.join(site, 'docs', 'guide.md');
const chinese = path.join(site, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'current', 'guide.md');
fs.mkdirSync(path.dirname(english), {recursive: true});
fs.mkdirSync(path.dirname(chinese), {recursive: true});
fs.writeFileSync(english, 'Guide, version 2.\n');
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

function run(filePath: string, frontMatter: Record<string, unknown>, children: Node[]): Node[] {
  const tree: Node = {type: 'root', children};
  remarkTranslationStatus()(tree, {path: filePath, data: {frontMatter}});
  return tree.children!;
}

const record = (content: string) => ({translation_source: {path: 'docs/guide.md', sha256: sourceHash(content, sha256Hex)}});
const paragraph: Node = {type: 'paragraph', children: []};

describe('remark translation-status', () => {
  it('leaves a current translation and English pages as they are', () => {
    expect(run(chinese, record('Guide, version 2.\n'), [paragraph])).toEqual([paragraph]);
    expect(run(english, {}, [paragraph])).toEqual([paragraph]);
  });

  it('puts the notice first, and its import, in a translation whose English page changed', () => {
    const children = run(chinese, record('Guide, version 1.\n'), [paragraph]);
    expect(children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxJsxFlowElement', 'paragraph']);
    expect(children[0]!.value).toMatch(/^import \w+ from ".*src\/components\/TranslationBehind";$/);
    expect(children[1]!.name).toBe(children[0]!.value!.split(' ')[1]);
  });

  it('puts it under a page\'s own h1, and treats a page without a record as behind', () => {
    const title: Node = {type: 'heading', depth: 1, children: []};
    expect(run(chinese, {}, [title, paragraph]).map((node) => node.type)).toEqual(['mdxjsEsm', 'heading', 'mdxJsxFlowElement', 'paragraph']);
  });

  it('uses the post variant in blog posts', () => {
    const post = path.join(site, 'i18n', 'zh', 'docusaurus-plugin-content-blog', 'a.md');
    expect(run(post, {}, [paragraph])[0]!.value).toMatch(/TranslationBehind\/Post"/);
  });

  it('reads the record from the file when the loader passes no front matter', () => {
    fs.writeFileSync(chinese, `---\n${recordLine({path: 'docs/guide.md', sha256: sourceHash('Guide, version 2.\n', sha256Hex)})}\n---\n`);
    const tree: Node = {type: 'root', children: [paragraph]};
    remarkTranslationStatus()(tree, {path: chinese});
    expect(tree.children).toEqual([paragraph]);
  });
});
