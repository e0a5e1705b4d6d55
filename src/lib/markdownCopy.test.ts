import {describe, expect, it} from 'vitest';
import {pageToMarkdown} from './markdownCopy';

/** A built page trimmed to what matters, written the way the minifier leaves it. */
const docsPage = (body: string, {lang = 'en-US', badge = 'Version: V6.2', url = 'https://www.rainbond.com/docs/quick-start/quick-install'} = {}) =>
  `<!doctype html><html lang=${lang} class="docs-wrapper docs-version-current docs-doc-page"><head><title>Quick install | Rainbond</title>
<meta name=description content="Install Rainbond on one machine."><link rel=canonical href=${url}></head><body>
<nav class=navbar><a href=/docs>Documentation menu</a></nav><main><article><nav class=theme-doc-breadcrumbs><a href=/>Home</a></nav>
<span class="theme-doc-version-badge badge">${badge}</span><div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Quick install</h1></header>${body}</div>
<footer class=theme-doc-footer><a href=https://github.com/x/edit>Edit this page</a></footer></article>
<nav class=pagination-nav><a href=/docs/next>Next</a></nav></main><footer class=footer>Footer text</footer></body></html>`;

const convert = (body: string, options?: Parameters<typeof docsPage>[1]) => {
  const copy = pageToMarkdown(docsPage(body, options));
  if (!copy) throw new Error('no copy');
  return copy;
};

describe('pageToMarkdown', () => {
  it('starts with the title, the canonical URL and the docs version, and leaves out the page chrome', () => {
    const copy = convert('<p>Hello <strong>there</strong>.</p>');
    expect(copy.markdown).toBe(
      '# Quick install\n\nURL: https://www.rainbond.com/docs/quick-start/quick-install\nDocs version: V6.2\n\nHello **there**.\n',
    );
    expect(copy).toMatchObject({kind: 'docs', version: 'V6.2', lang: 'en', description: 'Install Rainbond on one machine.'});
    for (const chrome of ['Home', 'On this page', 'Edit this page', 'Next', 'Footer text', 'Documentation menu']) {
      expect(copy.markdown).not.toContain(chrome);
    }
  });

  it('labels the lines in Chinese on Chinese pages and reads the version after a full-width colon', () => {
    const copy = convert('<p>你好</p>', {lang: 'zh-CN', badge: '版本：V5.17', url: 'https://www.rainbond.com/zh/docs/5.17/x'});
    expect(copy.markdown).toContain('网址: https://www.rainbond.com/zh/docs/5.17/x\n文档版本: V5.17\n');
    expect(copy.lang).toBe('zh');
  });

  it('drops heading anchors and keeps the heading text', () => {
    const {markdown} = convert(
      '<h2 class=anchor id=install>Install<a href=#install class=hash-link aria-label="Direct link to Install">\u200b</a></h2>',
    );
    expect(markdown).toContain('\n## Install\n');
    expect(markdown).not.toContain('\u200b');
    expect(markdown).not.toContain('#install');
  });

  it('writes highlighted code as a fenced block in its language, with its title and without the copy button', () => {
    const {markdown} = convert(
      `<div class="theme-code-block language-yaml block_x"><div class=title_ab>values.yaml</div><div class=content_x><pre class="prism-code language-yaml"><code class=lines_x><span class="token key">a</span><span class="token punctuation">:</span> 1
<span class="token key">b</span>: <span class="token string">"x &amp; y"</span></code></pre><div class=buttons_x><button aria-label="Copy code">Copy</button></div></div></div>`,
    );
    expect(markdown).toContain('`values.yaml`\n\n```yaml\na: 1\nb: "x & y"\n```');
    expect(markdown).not.toContain('Copy');
  });

  it('leaves plain-text code blocks without a language', () => {
    const {markdown} = convert('<div class="theme-code-block language-text"><div class=content_x><pre><code>just text</code></pre></div></div>');
    expect(markdown).toContain('```\njust text\n```');
  });

  it('turns admonitions into blockquotes that start with their label', () => {
    const {markdown} = convert(
      '<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading_G><span class=admonitionIcon_R><svg><path d=M0/></svg></span>warning</div><div class=admonitionContent_B><p>Back up first.</p></div></div>',
    );
    expect(markdown).toContain('> **Warning**\n>\n> Back up first.');
  });

  it('writes tables as GFM tables, including tables whose end tags the minifier left out', () => {
    const {markdown} = convert(
      '<div class=frame_x><div role=region aria-label="Table (scrolls sideways)"><table><thead><tr><th>Port<th>Use<tbody><tr><td>7070<td>Console<tr><td>6060<td>WebSocket</table></div><span class=cue aria-hidden=true></span></div>',
    );
    expect(markdown).toMatch(/\| Port +\| Use +\|\n\| -+ \| -+ \|\n\| 7070 \| Console +\|\n\| 6060 \| WebSocket \|/);
  });

  it('writes every tab panel after its label, hidden ones included', () => {
    const {markdown} = convert(
      '<div class=tabs-container><ul role=tablist><li role=tab aria-selected=true>Linux<li role=tab aria-selected=false>Windows</ul><div><div role=tabpanel><p>Run bash.</p></div><div role=tabpanel hidden><p>Run PowerShell.</p></div></div></div>',
    );
    expect(markdown).toContain('**Linux**\n\nRun bash.\n\n**Windows**\n\nRun PowerShell.');
  });

  it('separates inline parts that only CSS kept apart', () => {
    const {markdown} = convert(
      '<p class=endpoint_r><span class=method_t>POST</span><code class=path_g>/openapi/v1/users</code></p><ul><li><div class=head_c><code>nick_name</code><span class=type_X>string</span><span class=required_K>required</span></div></ul>',
    );
    expect(markdown).toContain('POST `/openapi/v1/users`');
    expect(markdown).toContain('`nick_name` string required');
  });

  it('makes links and images absolute against the page URL', () => {
    const {markdown} = convert(
      '<p><a href=/docs/installation>Install</a>, <a href=#before>above</a>, <a href=https://github.com/goodrain/rainbond>GitHub</a> <img src=/img/x.png alt=Diagram></p>',
    );
    expect(markdown).toContain('[Install](https://www.rainbond.com/docs/installation)');
    expect(markdown).toContain('[above](https://www.rainbond.com/docs/quick-start/quick-install#before)');
    expect(markdown).toContain('[GitHub](https://github.com/goodrain/rainbond)');
    expect(markdown).toContain('![Diagram](https://www.rainbond.com/img/x.png)');
  });

  it('reads blog posts from the post body, without the author block or tags, and with no version line', () => {
    const copy = pageToMarkdown(
      `<html lang=zh-CN class="blog-wrapper blog-post-page"><head><link rel=canonical href=https://www.rainbond.com/zh/blog/cilium></head><body><main><article><header><h1>用 Cilium 隔离团队</h1><div class=avatar>作者</div></header><div id=__blog-post-container class=markdown><p>正文。</p></div><footer><a href=/zh/blog/tags/security>安全</a></footer></article></main></body></html>`,
    );
    expect(copy?.markdown).toBe('# 用 Cilium 隔离团队\n\n网址: https://www.rainbond.com/zh/blog/cilium\n\n正文。\n');
    expect(copy?.kind).toBe('blog');
  });

  it('reads Markdown pages from their article', () => {
    const copy = pageToMarkdown(
      `<html lang=en-US class="mdx-wrapper mdx-page"><head><link rel=canonical href=https://www.rainbond.com/privacy></head><body><main><div class=row><article><header><h1>Privacy</h1></header><p>No cookies.</p></article></div><div class=col><ul class=table-of-contents><li><a href=#x>X</a></ul></div></main></body></html>`,
    );
    expect(copy?.markdown).toBe('# Privacy\n\nURL: https://www.rainbond.com/privacy\n\nNo cookies.\n');
  });

  it('has no copy for React pages, blog lists and redirect stubs', () => {
    expect(pageToMarkdown('<html class="plugin-pages"><head><link rel=canonical href=https://www.rainbond.com/></head><body><main><h1>Home</h1></main></body></html>')).toBeUndefined();
    expect(pageToMarkdown('<html class="blog-wrapper blog-list-page"><head><link rel=canonical href=https://www.rainbond.com/blog></head><body><main></main></body></html>')).toBeUndefined();
    expect(pageToMarkdown('<html class=docs-doc-page><head><meta http-equiv=refresh content="0; url=/docs/x"><link rel=canonical href=https://www.rainbond.com/docs/x></head><body><div class=theme-doc-markdown><h1>X</h1></div></body></html>')).toBeUndefined();
  });
});

describe('reading order', () => {
  it('records the next page of the sidebar as a path', () => {
    const copy = pageToMarkdown(
      '<html class=docs-doc-page><head><link rel=canonical href=https://www.rainbond.com/docs/a></head><body><main><div class=theme-doc-markdown><h1>A</h1></div><nav class=pagination-nav><a class="pagination-nav__link pagination-nav__link--prev" href=/docs/z>Z</a><a class="pagination-nav__link pagination-nav__link--next" href=/docs/b>B</a></nav></main></body></html>',
    );
    expect(copy?.next).toBe('/docs/b');
  });
});
