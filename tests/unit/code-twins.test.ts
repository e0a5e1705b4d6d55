import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {
  commentsOf,
  isEnglishProse,
  isEnglishTitle,
  markdownCodeBlocks,
  PROSE_LANGUAGES,
  withoutComments,
} from '../../src/lib/codeComments';

/**
 * A Chinese page runs the same code as its English twin and explains it in Chinese: block by
 * block, the code without comments is identical, and no comment or block title of the Chinese
 * page is an English sentence. Docs of both versions and the blog; generated API pages are
 * written by the API generator, not by hand.
 */
const TREES = [
  {en: 'docs', zh: 'i18n/zh/docusaurus-plugin-content-docs/current'},
  {en: 'versioned_docs/version-5.17', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17'},
  {en: 'blog', zh: 'i18n/zh/docusaurus-plugin-content-blog'},
];
const GENERATED = /(^|\/)api\//;

const pairs = TREES.flatMap(({en, zh}) =>
  markdownFiles(en)
    .filter((file) => !GENERATED.test(relative(en, file)))
    .map((file) => ({en: file, zh: join(zh, relative(en, file))}))
    .filter(({zh}) => existsSync(zh)),
);

describe('Chinese code blocks', () => {
  it('pairs pages with their twins', () => {
    expect(pairs.length).toBeGreaterThan(400);
  });

  it('show the same code as the English page, comments aside', () => {
    const problems = pairs.flatMap(({en, zh}) => {
      const english = markdownCodeBlocks(readFileSync(en, 'utf8'));
      const chinese = markdownCodeBlocks(readFileSync(zh, 'utf8'));
      if (english.length !== chinese.length) {
        return [`${zh}: ${chinese.length} code blocks, ${en} has ${english.length}`];
      }
      return chinese.flatMap((block, index) => {
        const twin = english[index];
        if (PROSE_LANGUAGES.has(twin.lang)) return [];
        return block.lang !== twin.lang || withoutComments(block.code, block.lang) !== withoutComments(twin.code, twin.lang)
          ? [`${zh}:${block.line} differs from ${en}:${twin.line}`]
          : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('have Chinese comments and titles', () => {
    const problems = pairs.flatMap(({zh}) =>
      markdownCodeBlocks(readFileSync(zh, 'utf8')).flatMap((block) => [
        ...(block.title !== undefined && isEnglishTitle(block.title) ? [`${zh}:${block.line}: title "${block.title}"`] : []),
        ...commentsOf(block.code, block.lang)
          .filter(isEnglishProse)
          .map((comment) => `${zh}:${block.line}: comment "${comment}"`),
      ]),
    );
    expect(problems).toEqual([]);
  });
});
