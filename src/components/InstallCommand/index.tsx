import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: fall back to a hidden selection below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  document.body.removeChild(area);
  return copied;
}

interface Props {
  /** Which system the command is for, e.g. "Linux and macOS"; names the block and the button. */
  readonly platform: string;
  readonly command: string;
  /** Shell shown as the block's language hint, e.g. "bash" or "PowerShell". */
  readonly shell: string;
}

/**
 * One shell command in a code block with a copy button. The button's accessible name says
 * which command it copies; the result ("Copied" or a failure) is announced through a polite
 * live region, so screen-reader users hear it without losing their place.
 */
export default function InstallCommand({platform, command, shell}: Props): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const headingId = useId();

  useEffect(() => {
    if (status === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onCopy = async () => {
    setStatus((await copyText(command)) ? 'copied' : 'failed');
  };

  return (
    <div className={styles.block} role="group" aria-labelledby={headingId}>
      <div className={styles.header}>
        <span id={headingId} className={styles.platform}>
          {platform}
        </span>
        <span className={styles.shell}>{shell}</span>
      </div>
      <div className={styles.body}>
        <pre className={styles.pre} tabIndex={0}>
          <code>{command}</code>
        </pre>
        <button
          type="button"
          className={styles.copy}
          onClick={onCopy}
          aria-label={translate(
            {id: 'component.installCommand.copyLabel', message: 'Copy the {platform} command'},
            {platform},
          )}>
          {status === 'copied' ? (
            <Translate id="component.installCommand.copied">Copied</Translate>
          ) : (
            <Translate id="component.installCommand.copy">Copy</Translate>
          )}
        </button>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'copied' && <Translate id="component.installCommand.copied">Copied</Translate>}
        {status === 'failed' && (
          <Translate id="component.installCommand.failed">Copy failed: select the command and copy it by hand</Translate>
        )}
      </VisuallyHidden>
    </div>
  );
}
