import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * An #anchor that an older page used and that links still carry (Rainbond's console opens
 * some docs at a Chinese heading of the previous site, `#基于源代码操作流程`). Placed right
 * before the section that covers the same topic today, so such a link lands there; the
 * section keeps its own heading id. tests/e2e/routes.spec.ts checks every anchor the
 * software links to exists.
 */
export default function LegacyAnchor({id}: {readonly id: string}): ReactNode {
  return <span id={id} className={styles.anchor} />;
}
