import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, readingOrder, sections, type Entry} from './llmsTxt';

const entry = (path: string, fields: Partial<Entry> = {}): Entry => ({
  kind: 'docs',
  title: path.split('/').pop()!,
  url: `https://www.rainbond.com${path}`,
  version: 'V6.2',
  description: '',
  markdown: `# ${path}\n`,
  path,
  ...fields,
});

describe('readingOrder', () => {
  it('follows the next links from the page nothing points to, and lists pages outside a chain by path', () => {
    const pages = [
      entry('/docs/b', {next: '/docs/c'}),
      entry('/docs/z'),
      entry('/docs/c'),
      entry('/docs/a', {next: '/docs/b'}),
      entry('/docs/y', {next: '/docs/x'}),
      entry('/docs/x', {next: '/docs/y'}),
    ];
    expect(readingOrder(pages).map((page) => page.path)).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/z', '/docs/x', '/docs/y']);
  });
});

describe('sections', () => {
  const pages = [
    entry('/docs/5.17/intro', {version: 'V5.17'}),
    entry('/docs/api/user', {next: '/docs/api/team'}),
    entry('/docs/api/team'),
    entry('/docs/5.17/api/user', {version: 'V5.17'}),
    entry('/blog/post', {kind: 'blog', version: undefined}),
    entry('/docs/intro', {next: '/docs/install'}),
    entry('/docs/install'),
    entry('/privacy', {kind: 'page', version: undefined}),
  ];

  it('puts the latest docs first, older versions in their own section, then API, blog and pages', () => {
    expect(sections(pages, 'en', 'V6.2').map((section) => [section.heading, section.entries.map((page) => page.path)])).toEqual([
      ['Documentation V6.2', ['/docs/intro', '/docs/install']],
      ['Documentation V5.17', ['/docs/5.17/intro']],
      ['API reference V6.2', ['/docs/api/user', '/docs/api/team']],
      ['API reference V5.17', ['/docs/5.17/api/user']],
      ['Blog', ['/blog/post']],
      ['Other pages', ['/privacy']],
    ]);
  });

  it('names the sections in Chinese for the Chinese file', () => {
    expect(sections(pages, 'zh', 'V6.2').map((section) => section.heading)[0]).toBe('文档 V6.2');
  });
});

describe('llmsTxt', () => {
  it('writes the title, the summary, and one link to the Markdown copy per page with its description', () => {
    const text = llmsTxt({
      title: 'Rainbond',
      summary: 'An application\nmanagement platform.',
      details: 'Every page is also Markdown.',
      sections: [{heading: 'Docs', entries: [entry('/docs/a', {title: 'Install [beta]', description: 'How to\n install.'}), entry('/docs/b')]}],
    });
    expect(text).toBe(
      '# Rainbond\n\n> An application management platform.\n\nEvery page is also Markdown.\n\n## Docs\n\n' +
        '- [Install \\[beta\\]](https://www.rainbond.com/docs/a.md): How to install.\n- [b](https://www.rainbond.com/docs/b.md)\n',
    );
  });

  it('joins whole copies for llms-full.txt', () => {
    expect(llmsFullTxt('# All docs\n', [entry('/docs/a'), entry('/docs/b')])).toBe('# All docs\n\n---\n\n# /docs/a\n\n---\n\n# /docs/b\n');
  });
});
