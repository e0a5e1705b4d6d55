import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What the reader sees when the index or the search service cannot be reached. */
export default function SearchError(): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>
        <Translate id="search.error.title">Unable to fetch results</Translate>
      </p>
      <p>
        <Translate id="search.error.help">You might want to check your network connection.</Translate>
      </p>
    </div>
  );
}
