import React, {useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Tools = typeof import('./Tools');

/**
 * The menu and the copying code load on first use, so pages carry only these two buttons. A
 * failed load is forgotten (webpack tries the chunk again on the next import), so pressing
 * again retries.
 */
let loading: Promise<Tools> | undefined;
const load = () => (loading ??= import('./Tools').catch((error: unknown) => ((loading = undefined), Promise.reject(error))));

/**
 * "Copy page" near the top of a docs, API or blog post page: copies the page's Markdown copy
 * (`<permalink>.md`); the arrow opens a menu to view that copy or open it in an AI assistant.
 */
export default function CopyPage({permalink}: {readonly permalink: string}): ReactNode {
  const [tools, setTools] = useState<Tools>();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ReactNode>('');
  const toggle = useRef<HTMLButtonElement>(null);
  const use = (then: (loaded: Tools) => unknown) =>
    load().then(
      (loaded) => (setTools(loaded), then(loaded)),
      () => setStatus(translate({id: 'pageTools.loadFailed', message: 'Could not load this. Press again to retry.'})),
    );
  const close = (refocus: boolean) => (setOpen(false), refocus && toggle.current?.focus());
  return (
    <div className={styles.tools}>
      <button type="button" className={styles.copy} onClick={() => use((loaded) => loaded.copyPage(permalink, setStatus))}>
        <Translate id="copyPage.copy">Copy page</Translate>
      </button>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={translate({id: 'copyPage.more', message: 'More options for this page'})}
        onClick={() => (open ? close(false) : use(() => setOpen(true)))}
      />
      {open && tools && <tools.Menu permalink={permalink} onClose={close} onStatus={setStatus} />}
      <div role="status" className={styles.status}>
        {status}
      </div>
    </div>
  );
}
