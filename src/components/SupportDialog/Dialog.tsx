import React, {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const REPOSITORY = 'https://github.com/goodrain/rainbond';

/**
 * The dialog itself: a native modal <dialog>, so the browser traps focus inside, Esc closes it,
 * and a click on the backdrop does nothing (only the close button or Esc closes it). Focus goes
 * back to where it was before it opened.
 */
export default function Dialog({onClosed}: {readonly onClosed: () => void}): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
    }
  }, []);

  const onClose = () => {
    onClosed();
    const target = returnFocusRef.current;
    if (target instanceof HTMLElement && target.isConnected) {
      target.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="support-dialog-title"
      aria-describedby="support-dialog-body"
      onClose={onClose}>
      <div className={styles.header}>
        <h2 id="support-dialog-title" className={styles.title}>
          <Translate id="supportDialog.title">Support the project</Translate>
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={translate({id: 'supportDialog.close', message: 'Close'})}
          onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id="support-dialog-body" className={styles.body}>
        <p>
          <Translate id="supportDialog.body">
            Rainbond is open source and built in the open. If it helps you ship applications, a star
            on GitHub helps other teams find it and tells its maintainers the work is useful.
          </Translate>
        </p>
      </div>
      <div className={styles.footer}>
        <Link className="button button--primary" href={REPOSITORY}>
          <Translate id="supportDialog.cta">Star Rainbond on GitHub</Translate>
        </Link>
      </div>
    </dialog>
  );
}
