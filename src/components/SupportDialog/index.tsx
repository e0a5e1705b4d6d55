import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {readItem, writeItem} from '@site/src/lib/storage';
import {
  parseState,
  planSupportDialog,
  SUPPORT_DIALOG_STORAGE_KEY,
  type SupportDialogState,
} from '@site/src/lib/supportDialog';
import styles from './styles.module.css';

const REPOSITORY = 'https://github.com/goodrain/rainbond';

function save(state: SupportDialogState): void {
  writeItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY, JSON.stringify(state));
}

/**
 * Asks long-staying readers to star the project. A native modal <dialog>: the browser
 * traps focus inside, Esc closes it, and a click on the backdrop does nothing (only the
 * close button or Esc closes it). Focus goes back to where it was before it opened.
 */
export default function SupportDialog(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  // The pathname of the first view, read once: later navigations do not re-plan.
  const firstPathRef = useRef(pathname);

  useEffect(() => {
    const localeHomes = [baseUrl, currentLocale === defaultLocale ? baseUrl : `${baseUrl}${currentLocale}/`];
    const saved = parseState(readItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY));
    const {state, delayMs} = planSupportDialog(saved, firstPathRef.current, Date.now(), localeHomes);
    if (!saved) {
      save(state);
    }
    if (delayMs === null) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      save({...state, shown: true});
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [baseUrl, currentLocale, defaultLocale]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
    }
  }, [open]);

  const onClose = () => {
    setOpen(false);
    const target = returnFocusRef.current;
    if (target instanceof HTMLElement && target.isConnected) {
      target.focus();
    }
  };

  if (!open) {
    return null;
  }

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
