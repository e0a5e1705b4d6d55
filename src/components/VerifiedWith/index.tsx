import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {verifiedRelease} from '@site/src/lib/verifiedWith';
import styles from './styles.module.css';

/**
 * The line at the end of a page whose commands, values and labels were checked against a
 * Rainbond release (front matter `verified_with`); nothing when the page records none.
 */
export default function VerifiedWith({value}: {readonly value: unknown}): ReactNode {
  const release = verifiedRelease(value);
  if (!release) {
    return null;
  }
  return (
    <p className={styles.line} data-verified-with={release}>
      <Translate id="verifiedWith.line" values={{release}} description="End of a docs page or post whose claims were checked against a Rainbond release; {release} is e.g. v6.2.1">
        {'Checked against Rainbond {release}'}
      </Translate>
    </p>
  );
}
