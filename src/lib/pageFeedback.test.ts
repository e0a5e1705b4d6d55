import {describe, expect, it, vi} from 'vitest';
import {feedbackIssueUrl, MAX_ISSUE_URL_LENGTH, recordVote, truncate, type IssueDetails} from './pageFeedback';

describe('a vote reaches analytics only when a script is configured', () => {
  it('sends nothing and says so when no analytics global exists', () => {
    expect(recordVote({}, 'yes', '/docs/x')).toBe(false);
  });

  it('becomes one Baidu Tongji event through _hmt', () => {
    const push = vi.fn();
    expect(recordVote({_hmt: {push}}, 'no', '/zh/docs/x')).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(['_trackEvent', 'page_feedback', 'no', '/zh/docs/x']);
  });

  it('becomes one Google tag event through gtag', () => {
    const gtag = vi.fn();
    expect(recordVote({gtag}, 'yes', '/blog/nacos')).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'page_feedback', {vote: 'yes', page_path: '/blog/nacos'});
  });

  it('ignores a global that is not the analytics API', () => {
    expect(recordVote({_hmt: {} as never, gtag: 'x' as never}, 'yes', '/docs/x')).toBe(false);
  });
});

describe('truncating the selection', () => {
  it('keeps short text whole', () => {
    expect(truncate('short', 10)).toBe('short');
  });

  it('cuts long text with an ellipsis, never inside a character', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    // An emoji is two UTF-16 units; cutting between them would leave half a character.
    expect(truncate('a😀b', 2)).toBe('a😀…');
  });
});

const details = (selection: string): IssueDetails => ({
  repository: 'https://github.com/goodrain/rainbond-docs',
  pageTitle: 'Quick install',
  url: 'https://www.rainbond.com/zh/docs/quick-start/quick-install',
  language: 'zh',
  version: 'V6.2',
  commit: 'abc1234',
  selection,
  labels: {
    title: '文档反馈',
    page: '页面',
    language: '语言',
    version: '文档版本',
    commit: '站点构建',
    selection: '我选中的文字',
    wrong: '哪里有误或缺少什么？',
    expected: '你原本希望看到什么？',
  },
});

function parse(href: string) {
  const url = new URL(href);
  return {url, title: url.searchParams.get('title')!, body: url.searchParams.get('body')!};
}

describe('the prefilled issue', () => {
  it('opens a new issue in the docs repository with the page, language, version, commit and selection', () => {
    const {url, title, body} = parse(feedbackIssueUrl(details('helm install rainbond\nfails here')));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/goodrain/rainbond-docs/issues/new');
    expect(title).toBe('文档反馈: Quick install');
    expect(body).toContain('页面: https://www.rainbond.com/zh/docs/quick-start/quick-install');
    expect(body).toContain('语言: zh');
    expect(body).toContain('文档版本: V6.2');
    expect(body).toContain('站点构建: abc1234');
    expect(body).toContain('> helm install rainbond\n> fails here');
    expect(body).toContain('### 哪里有误或缺少什么？');
    expect(body).toContain('### 你原本希望看到什么？');
  });

  it('leaves the selection section out when nothing was selected', () => {
    const {body} = parse(feedbackIssueUrl(details('   ')));
    expect(body).not.toContain('我选中的文字');
  });

  it('cuts a long selection so that the address stays under the limit, keeping the details', () => {
    const long = '选中的文字'.repeat(2000);
    const href = feedbackIssueUrl(details(long));
    expect(href.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const {body} = parse(href);
    expect(body).toContain('站点构建: abc1234');
    expect(body).toMatch(/> (选中的文字)+[选中的文字]*…/);
    // As much as fits: one more character would not.
    const kept = Array.from(/> (.*)…/.exec(body)![1]!).length;
    expect(feedbackIssueUrl(details(long.slice(0, kept + 1))).length).toBeGreaterThan(MAX_ISSUE_URL_LENGTH - 40);
  });

  it('drops the selection entirely when not even a character fits', () => {
    const bare = feedbackIssueUrl(details(''));
    // Room for a few characters, not for the selection's heading and quote.
    const href = feedbackIssueUrl(details('x'.repeat(100)), bare.length + 10);
    expect(href).toBe(bare);
  });
});
