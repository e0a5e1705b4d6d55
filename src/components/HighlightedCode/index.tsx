import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {codeText} from '@site/src/lib/codeText';
import styles from './styles.module.css';

export interface Props {
  /** Prism language name as written on the fence (`text` when none). */
  readonly language: string;
  /** The code as Prism HTML, written at build time by plugins/code-highlighting. */
  readonly html: string;
  readonly title?: string;
}

/**
 * A fenced code block, highlighted while the site was built. The markup goes in as inner
 * HTML: the server and the browser set the same string, so hydration has nothing to compare
 * and nothing to tokenise. Copy and word-wrap buttons are the theme's own.
 */
export default function HighlightedCode({language, html, title}: Props): ReactNode {
  const wordWrap = useCodeWordWrap();
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, `language-${language}`, styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          // Scrolls sideways on narrow screens, so it must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <div className={styles.buttons}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          <CopyButton code={codeText(html)} />
        </div>
      </div>
    </div>
  );
}
