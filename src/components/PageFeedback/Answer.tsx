import React, {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackIssueUrl, recordVote, type AnalyticsGlobals, type Vote} from '@site/src/lib/pageFeedback';
import {DOCS_REPOSITORY} from '@site/src/data/links';
import type {PageFeedbackProps} from './index';

/** One analytics event per page view: changing the answer updates the text only. */
const counted = new Set<string>();

interface Props extends PageFeedbackProps {
  readonly vote: Vote;
  readonly selection: string;
}

/**
 * What follows a vote: thanks, and after "No" a link to a new issue prefilled with the page's
 * details and the reader's selection. The vote reaches analytics only where the operator
 * configured an analytics script (src/lib/analytics.ts).
 */
export default function Answer({title, permalink, version, vote, selection}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  useEffect(() => {
    if (!counted.has(permalink)) {
      counted.add(permalink);
      recordVote(window as AnalyticsGlobals, vote, permalink);
    }
  }, [permalink, vote]);
  if (vote === 'yes') {
    return <Translate id="pageFeedback.thanks">Thanks for letting us know.</Translate>;
  }
  const href = feedbackIssueUrl({
    repository: DOCS_REPOSITORY,
    pageTitle: title,
    url: `${siteConfig.url}${permalink}`,
    language: i18n.currentLocale,
    version,
    commit: String(siteConfig.customFields?.buildCommit ?? 'unknown'),
    selection,
    labels: {
      title: translate({id: 'pageFeedback.issue.title', message: 'Docs feedback'}),
      page: translate({id: 'pageFeedback.issue.page', message: 'Page'}),
      language: translate({id: 'pageFeedback.issue.language', message: 'Language'}),
      version: translate({id: 'pageFeedback.issue.version', message: 'Docs version'}),
      commit: translate({id: 'pageFeedback.issue.commit', message: 'Site build'}),
      selection: translate({id: 'pageFeedback.issue.selection', message: 'Text I had selected'}),
      wrong: translate({id: 'pageFeedback.issue.wrong', message: 'What is wrong or missing?'}),
      expected: translate({id: 'pageFeedback.issue.expected', message: 'What did you expect to find?'}),
    },
  });
  return (
    <>
      <Translate id="pageFeedback.sorry">Thanks. Tell us what to fix:</Translate>{' '}
      <Link to={href} target="_blank" rel="noopener noreferrer">
        <Translate id="pageFeedback.openIssue">open an issue on GitHub</Translate>
      </Link>{' '}
      <Translate id="pageFeedback.openIssueNote">
        (opens in a new tab, prefilled with this page and any text you selected)
      </Translate>
    </>
  );
}
