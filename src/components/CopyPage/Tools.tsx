import React, {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {AI_ASSISTANTS, type AiAssistant} from '@site/src/data/aiAssistants';
import {assistantLinks, copyText, markdownPath} from '@site/src/lib/copyPage';
import type {FirstAction} from './index';
import styles from './styles.module.css';

/** Each copy is fetched once per page view; the second copy needs no request. */
const copies = new Map<string, Promise<string>>();

function fetchCopy(path: string): Promise<string> {
  let copy = copies.get(path);
  if (!copy) {
    copy = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.text();
    });
    copy.catch(() => copies.delete(path));
    copies.set(path, copy);
  }
  return copy;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Copies the page's Markdown copy and reports the outcome through `report` (the control's live
 * region): a short confirmation, or, where nothing could copy, the link to read the copy instead.
 */
export async function copyPage(permalink: string, report: (status: ReactNode) => void): Promise<void> {
  clearTimeout(clearTimer);
  const path = markdownPath(permalink);
  let outcome: Awaited<ReturnType<typeof copyText>> = 'failed';
  try {
    outcome = await copyText(await fetchCopy(path), {clipboard: navigator.clipboard, document});
  } catch {
    outcome = 'failed';
  }
  if (outcome === 'failed') {
    report(
      <>
        <Translate id="copyPage.failed">Could not copy the page here.</Translate>{' '}
        <Link to={`pathname://${path}`}>
          <Translate id="copyPage.viewInstead">View it as Markdown</Translate>
        </Link>
      </>,
    );
    return;
  }
  report(translate({id: 'copyPage.copied', message: 'Page copied as Markdown'}));
  clearTimer = setTimeout(() => report(''), 4000);
}

interface MenuProps {
  readonly permalink: string;
  /** Closes the menu; `true` returns focus to the button that opened it. */
  readonly onClose: (refocus: boolean) => void;
  readonly onStatus: (status: ReactNode) => void;
  /** The configured list (src/data/aiAssistants.ts); a prop so a test can pass a filled one. */
  readonly assistants?: readonly AiAssistant[];
}

/**
 * The menu of the "Copy page" control (menu button pattern): focus moves into it when it
 * opens, arrow keys, Home and End move between items, Escape closes it and returns focus to
 * its button, Tab or a click elsewhere closes it.
 */
export function Menu({permalink, onClose, onStatus, assistants = AI_ASSISTANTS}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const menu = useRef<HTMLUListElement>(null);
  const path = markdownPath(permalink);
  const links = assistantLinks(assistants, `${siteConfig.url}${path}`, (url) =>
    translate({id: 'copyPage.prompt', message: 'Read {url} so I can ask you questions about it.'}, {url}),
  );

  // The parent passes a new onClose on each render; the listener must not be re-added for it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) close.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = {ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1}[event.key];
    if (move !== undefined) {
      event.preventDefault();
      items[(move + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul ref={menu} role="menu" className={styles.menu} aria-label={translate({id: 'copyPage.menu', message: 'Page as Markdown'})} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className={styles.item}
          onClick={() => {
            onClose(true);
            void copyPage(permalink, onStatus);
          }}>
          <Translate id="copyPage.copyMarkdown">Copy page as Markdown</Translate>
        </button>
      </li>
      <li role="none">
        {/* pathname:// makes it a full page load of the file, not a route of the app. */}
        <Link role="menuitem" className={styles.item} to={`pathname://${path}`}>
          <Translate id="copyPage.view">View as Markdown</Translate>
        </Link>
      </li>
      {links.map(({name, href}) => (
        <li role="none" key={name}>
          <Link role="menuitem" className={styles.item} to={href} target="_blank" rel="noopener noreferrer">
            <Translate id="copyPage.openIn" values={{name}}>
              {'Open in {name}'}
            </Translate>
            <span className={styles.hidden}>
              <Translate id="copyPage.newTab">(opens in a new tab)</Translate>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The working control, in place of the markup index.tsx renders until the first press: the
 * same two buttons and status region, now with the menu and copying. It starts with what was
 * pressed, and puts focus back on the button the reader pressed (the old one is gone).
 */
export default function Control({permalink, first}: {readonly permalink: string; readonly first: FirstAction}): ReactNode {
  const [open, setOpen] = useState(first === 'menu');
  const [status, setStatus] = useState<ReactNode>('');
  const copyButton = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const copy = () => void copyPage(permalink, setStatus);
  useEffect(() => {
    if (first === 'copy') {
      copyButton.current?.focus();
      copy();
    }
    // Only what the first press asked for; later presses have their handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  return (
    <div className={styles.tools}>
      <button ref={copyButton} type="button" className={styles.copy} onClick={copy}>
        <Translate id="copyPage.copy">Copy page</Translate>
      </button>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={translate({id: 'copyPage.more', message: 'More options for this page'})}
        onClick={() => setOpen(!open)}
      />
      {open && <Menu permalink={permalink} onClose={close} onStatus={setStatus} />}
      <div role="status" className={styles.status}>
        {status}
      </div>
    </div>
  );
}
