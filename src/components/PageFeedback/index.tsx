import React, {useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Vote} from '@site/src/lib/pageFeedback';
import styles from './styles.module.css';

type Answer = typeof import('./Answer');

/** As in CopyPage: the answer's code loads on the first vote, and a failed load is retried. */
let loading: Promise<Answer> | undefined;
const load = () => (loading ??= import('./Answer').catch((error: unknown) => ((loading = undefined), Promise.reject(error))));

export interface PageFeedbackProps {
  readonly title: string;
  readonly permalink: string;
  /** The docs version's label, or "blog". */
  readonly version: string;
}

/**
 * "Was this page helpful?" at the end of a docs, API or blog post page. The answer area keeps
 * its height before and after a vote, so answering moves nothing below it.
 */
export default function PageFeedback(props: PageFeedbackProps): ReactNode {
  const [answer, setAnswer] = useState<ReactNode>();
  const [vote, setVote] = useState<Vote>();
  // The text the reader had selected, read when the button is pressed (before a click could clear it).
  const selection = useRef('');
  const grab = () => (selection.current = String(getSelection() ?? ''));
  const answerWith = (value: Vote) => {
    if (value === 'no' && !selection.current) grab();
    const selected = selection.current;
    selection.current = '';
    void load().then(
      (module) => (setVote(value), setAnswer(<module.default {...props} vote={value} selection={selected} />)),
      () => setAnswer(translate({id: 'pageTools.loadFailed', message: 'Could not load this. Press again to retry.'})),
    );
  };
  return (
    <div className={styles.feedback} role="group" aria-labelledby="page-feedback">
      <p id="page-feedback" className={styles.question}>
        <Translate id="pageFeedback.question">Was this page helpful?</Translate>
      </p>
      <button type="button" className={styles.vote} aria-pressed={vote === 'yes'} onClick={() => answerWith('yes')}>
        <Translate id="pageFeedback.yes">Yes</Translate>
      </button>
      <button type="button" className={styles.vote} aria-pressed={vote === 'no'} onPointerDown={grab} onClick={() => answerWith('no')}>
        <Translate id="pageFeedback.no">No</Translate>
      </button>
      <div role="status" className={styles.answer}>
        {answer}
      </div>
    </div>
  );
}
