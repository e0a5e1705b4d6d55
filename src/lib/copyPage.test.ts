import {afterEach, describe, expect, it, vi} from 'vitest';
import {assistantLinks, copyText, markdownPath} from './copyPage';

describe('the Markdown copy of a page', () => {
  it('sits at the page path plus .md, in either language', () => {
    expect(markdownPath('/docs/quick-start/quick-install')).toBe('/docs/quick-start/quick-install.md');
    expect(markdownPath('/zh/blog/nacos')).toBe('/zh/blog/nacos.md');
    // The docs home of a version is served from docs.html, so its copy is docs.md.
    expect(markdownPath('/docs/')).toBe('/docs.md');
    expect(markdownPath('/docs/x?tab=1#step')).toBe('/docs/x.md');
  });
});

describe('copying text', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  // jsdom has no execCommand; the tests give it one that records what was selected.
  function withExecCommand(result: boolean | Error) {
    const copied: string[] = [];
    document.execCommand = vi.fn((command: string) => {
      if (result instanceof Error) throw result;
      const area = document.activeElement as HTMLTextAreaElement;
      copied.push(`${command}:${area.value.slice(area.selectionStart, area.selectionEnd)}`);
      return result;
    });
    return copied;
  }

  it('uses the Clipboard API where it exists, without the fallback', async () => {
    const copied = withExecCommand(true);
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyText('# Title', {clipboard: {writeText}, document})).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('# Title');
    expect(copied).toEqual([]);
  });

  it('falls back to a selected text area on plain http, where navigator.clipboard is undefined', async () => {
    const copied = withExecCommand(true);
    await expect(copyText('# Title\n\nBody', {clipboard: undefined, document})).resolves.toBe('fallback');
    expect(copied).toEqual(['copy:# Title\n\nBody']);
    // The text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    const copied = withExecCommand(true);
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyText('text', {clipboard: {writeText}, document})).resolves.toBe('fallback');
    expect(copied).toEqual(['copy:text']);
  });

  it('reports failure when neither way copies', async () => {
    withExecCommand(false);
    await expect(copyText('text', {clipboard: undefined, document})).resolves.toBe('failed');
    withExecCommand(new Error('not supported'));
    await expect(copyText('text', {clipboard: undefined, document})).resolves.toBe('failed');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives focus back to the element that had it', async () => {
    withExecCommand(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await copyText('text', {clipboard: undefined, document});
    expect(document.activeElement).toBe(button);
  });
});

describe('"Open in" links', () => {
  it('put the prompt naming the Markdown copy into each assistant address', () => {
    const links = assistantLinks(
      [{name: 'Chat', url: 'https://chat.example/?q={prompt}'}],
      'https://www.rainbond.com/docs/x.md',
      (url) => `Read ${url} & answer`,
    );
    expect(links).toEqual([{name: 'Chat', href: 'https://chat.example/?q=Read%20https%3A%2F%2Fwww.rainbond.com%2Fdocs%2Fx.md%20%26%20answer'}]);
    expect(new URL(links[0]!.href).searchParams.get('q')).toBe('Read https://www.rainbond.com/docs/x.md & answer');
  });

  it('are none when no assistant is configured', () => {
    expect(assistantLinks([], 'https://www.rainbond.com/docs/x.md', (url) => url)).toEqual([]);
  });
});
