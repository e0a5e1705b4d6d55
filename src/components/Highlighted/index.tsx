import React, {type ReactNode} from 'react';
import {highlightSegments} from '@site/src/lib/search/highlight';
import styles from './styles.module.css';

/** A search snippet with its matches marked; rendered as text only, never as HTML. */
export default function Highlighted({snippet}: {readonly snippet: string}): ReactNode {
  return highlightSegments(snippet).map((segment, index) =>
    segment.marked ? (
      <mark key={index} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}
