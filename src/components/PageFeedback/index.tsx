import React, {useRef, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {loadOnce} from '@site/src/lib/loadOnce';
import type {Vote} from '@site/src/lib/pageFeedback';
import styles from './styles.module.css';

/** The answer's code loads on the first vote; voting again retries a failed load. */
const load = loadOnce(() => import('./Answer').then((module) => module.default));

export interface PageFeedbackProps {
  readonly title: string;
  readonly permalink: string;
  /** The docs version's label, or "blog". */
  readonly version: string;
}

/**
 * "Was this page helpful?" at the end of a docs, API or blog post page. The answer line keeps
 * its height before and after a vote, so answering moves nothing below it.
 */
export default function PageFeedback(props: PageFeedbackProps): ReactNode {
  const [answer, setAnswer] = useState<{Answer: typeof import('./Answer').default; vote: Vote; selection: string} | 'failed'>();
  // The text the reader had selected, read as the button is pressed, before a click could clear it.
  const selection = useRef('');
  const grab = () => (selection.current = String(getSelection()));
  const answerWith = (vote: Vote) => () => {
    const selected = vote === 'no' ? selection.current || String(getSelection()) : '';
    selection.current = '';
    load().then(
      (Answer) => setAnswer({Answer, vote, selection: selected}),
      () => setAnswer('failed'),
    );
  };
  const voted = typeof answer === 'object' && answer.vote;
  return (
    <div className={styles.feedback} role="group" aria-labelledby="page-feedback">
      <p id="page-feedback" className={styles.question}>
        <Translate id="pageFeedback.question">Was this page helpful?</Translate>
      </p>
      <button type="button" className={styles.vote} aria-pressed={voted === 'yes'} onClick={answerWith('yes')}>
        <Translate id="pageFeedback.yes">Yes</Translate>
      </button>
      <button type="button" className={styles.vote} aria-pressed={voted === 'no'} onPointerDown={grab} onClick={answerWith('no')}>
        <Translate id="pageFeedback.no">No</Translate>
      </button>
      <div role="status" className={styles.answer}>
        {answer === 'failed' ? (
          <Translate id="pageTools.loadFailed">Could not load this. Press again to retry.</Translate>
        ) : (
          answer && <answer.Answer {...props} vote={answer.vote} selection={answer.selection} />
        )}
      </div>
    </div>
  );
}
