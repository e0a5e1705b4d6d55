import React, {useState, type ComponentType, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {loadOnce} from '@site/src/lib/loadOnce';
import styles from './styles.module.css';

export type FirstAction = 'copy' | 'menu';

/** The working control (menu, copying, messages) loads on the first press; pressing again retries a failed load. */
const load = loadOnce(() => import('./Tools').then((module) => module.default));

/**
 * "Copy page" near the top of a docs, API or blog post page: copies the page's Markdown copy
 * (`<permalink>.md`); the arrow opens a menu to view that copy or open it in an AI assistant.
 * Until the first press it is only this markup (the same as the working control's, so the
 * server-rendered page already has its size); the press loads the control, which takes over
 * and carries out what was pressed.
 */
export default function CopyPage({permalink}: {readonly permalink: string}): ReactNode {
  const [live, setLive] = useState<{Control: ComponentType<{permalink: string; first: FirstAction}>; first: FirstAction}>();
  const [failed, setFailed] = useState(false);
  if (live) return <live.Control permalink={permalink} first={live.first} />;
  const start = (first: FirstAction) => () =>
    load().then(
      (Control) => setLive({Control, first}),
      () => setFailed(true),
    );
  return (
    <div className={styles.tools}>
      <button type="button" className={styles.copy} onClick={start('copy')}>
        <Translate id="copyPage.copy">Copy page</Translate>
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={translate({id: 'copyPage.more', message: 'More options for this page'})}
        onClick={start('menu')}
      />
      <div role="status" className={styles.status}>
        {failed && <Translate id="pageTools.loadFailed">Could not load this. Press again to retry.</Translate>}
      </div>
    </div>
  );
}
