/**
 * "Was this page helpful?": the vote as one analytics event when the operator configured an
 * analytics script (src/lib/analytics.ts), and the prefilled GitHub issue a "No" offers.
 * Nothing here sends anything by itself.
 */

export type Vote = 'yes' | 'no';

/** The globals the analytics scripts the site can be configured with define. */
export interface AnalyticsGlobals {
  /** Baidu Tongji (the previous site's statistics): a queue of commands. */
  readonly _hmt?: {push(command: unknown[]): unknown};
  /** Google tag. */
  readonly gtag?: (...args: unknown[]) => void;
}

/**
 * Hands the vote to the analytics script loaded on the page, as one event, and says whether
 * there was one. Without a configured script neither global exists and nothing is sent.
 */
export function recordVote(globals: AnalyticsGlobals, vote: Vote, path: string): boolean {
  if (globals._hmt && typeof globals._hmt.push === 'function') {
    // _trackEvent: category, action, label.
    globals._hmt.push(['_trackEvent', 'page_feedback', vote, path]);
    return true;
  }
  if (typeof globals.gtag === 'function') {
    globals.gtag('event', 'page_feedback', {vote, page_path: path});
    return true;
  }
  return false;
}

/** GitHub answers very long issue links with an error; ~8 KB leaves room for its redirects. */
export const MAX_ISSUE_URL_LENGTH = 8000;

/** The start of `text`, at most `length` code points, with an ellipsis when it was cut. */
export function truncate(text: string, length: number): string {
  const points = Array.from(text);
  if (points.length <= length) return text;
  return `${points.slice(0, Math.max(0, length)).join('').trimEnd()}…`;
}

export interface IssueLabels {
  readonly title: string;
  readonly page: string;
  readonly language: string;
  readonly version: string;
  readonly commit: string;
  readonly selection: string;
  readonly wrong: string;
  readonly expected: string;
}

export interface IssueDetails {
  /** https://github.com/owner/repo */
  readonly repository: string;
  readonly pageTitle: string;
  readonly url: string;
  readonly language: string;
  /** The docs version's label, or "blog". */
  readonly version: string;
  readonly commit: string;
  /** What the reader had selected when they answered "No"; may be empty. */
  readonly selection: string;
  readonly labels: IssueLabels;
}

function issueBody(details: IssueDetails, selection: string): string {
  const {labels} = details;
  const quoted = selection
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  return [
    `- ${labels.page}: ${details.url}`,
    `- ${labels.language}: ${details.language}`,
    `- ${labels.version}: ${details.version}`,
    `- ${labels.commit}: ${details.commit}`,
    ...(selection.trim() ? ['', `${labels.selection}:`, '', quoted] : []),
    '',
    `### ${labels.wrong}`,
    '',
    '',
    `### ${labels.expected}`,
    '',
  ].join('\n');
}

/**
 * The address of a new issue in the docs repository, prefilled with the page's details, the
 * selected text and a short template. The selection is cut (never the details) so that the
 * address stays under `maxLength`.
 */
export function feedbackIssueUrl(details: IssueDetails, maxLength = MAX_ISSUE_URL_LENGTH): string {
  const build = (selection: string) => {
    const query = new URLSearchParams({title: `${details.labels.title}: ${details.pageTitle}`, body: issueBody(details, selection)});
    return `${details.repository}/issues/new?${query.toString()}`;
  };
  const full = build(details.selection);
  if (full.length <= maxLength) return full;
  // Longest prefix of the selection that fits (encoded lengths differ per character).
  let low = 0;
  let high = Array.from(details.selection).length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (build(truncate(details.selection, middle)).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return build(low > 0 ? truncate(details.selection, low) : '');
}
