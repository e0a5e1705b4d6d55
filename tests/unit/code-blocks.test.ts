import {readFileSync} from 'node:fs';
import {parseAllDocuments} from 'yaml';
import {describe, expect, it} from 'vitest';
import {markdownCodeBlocks} from '../../src/lib/codeComments';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';

/**
 * Config shown in the docs must be copyable as is: every ```yaml and ```json block of the
 * docs (both versions, both languages) and of the blog must parse.
 */
const ROOTS = ['docs', 'versioned_docs', 'blog', 'i18n/zh/docusaurus-plugin-content-docs', 'i18n/zh/docusaurus-plugin-content-blog'];

const blocks = ROOTS.flatMap((root) => markdownFiles(root)).flatMap((file) =>
  markdownCodeBlocks(readFileSync(file, 'utf8')).map((block) => ({file, ...block})),
);

/**
 * Helm chart templates are YAML once rendered: lines that hold only a template action
 * (`{{- if … }}`, `{{- end }}`) render to nothing, and an inline action renders to a value.
 */
function renderTemplate(code: string): string {
  if (!code.includes('{{')) return code;
  return code
    .split('\n')
    .filter((line) => !/^\s*\{\{-?[^}]*-?\}\}\s*$/.test(line))
    .map((line) => line.replace(/\{\{-?[^}]*?-?\}\}/g, 'rendered'))
    .join('\n');
}

describe('code blocks in docs and posts', () => {
  it('finds the blocks (the extractor works)', () => {
    expect(markdownCodeBlocks('text\n```yaml title="a.yaml"\na: 1\n```\n')).toEqual([{line: 2, lang: 'yaml', title: 'a.yaml', code: 'a: 1\n'}]);
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('every yaml block parses', () => {
    const broken = blocks
      .filter(({lang}) => lang === 'yaml' || lang === 'yml')
      .flatMap(({file, line, code}) =>
        parseAllDocuments(renderTemplate(code)).flatMap((doc) => doc.errors.map((error) => `${file}:${line}: ${error.message.split('\n')[0]}`)),
      );
    expect(broken).toEqual([]);
  });

  it('checks Helm templates as the YAML they render to', () => {
    const template = 'metadata:\n  name: {{ .Release.Name }}-db\n{{- if .Values.tls }}\n  tls: true\n{{- end }}\n';
    expect(parseAllDocuments(template)[0].errors).not.toEqual([]);
    expect(parseAllDocuments(renderTemplate(template))[0].errors).toEqual([]);
    expect(parseAllDocuments(renderTemplate('a: {{ .x }}\n  b: 1\n'))[0].errors).not.toEqual([]);
  });

  it('every json block parses', () => {
    const broken = blocks
      .filter(({lang}) => lang === 'json')
      .flatMap(({file, line, code}) => {
        try {
          JSON.parse(code);
          return [];
        } catch (error) {
          return [`${file}:${line}: ${(error as Error).message}`];
        }
      });
    expect(broken).toEqual([]);
  });
});
