import React, {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import ButtonRow from '@site/src/components/ButtonRow';
import styles from './styles.module.css';

interface Props {
  /** The h2's id; the section is labelled by it. */
  readonly id: string;
  readonly title: ReactNode;
  readonly text: ReactNode;
  readonly size?: 'small' | 'medium';
  /** Grey background, to separate it from the section above. */
  readonly shaded?: boolean;
  /** The button(s); several are laid out in a centered, wrapping row. */
  readonly children: ReactNode;
}

/** The closing band of a marketing page: a short title, one sentence and the way to act. */
export default function CallToAction({id, title, text, size = 'small', shaded = true, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, shaded && styles.shaded)} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles[size]}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {Children.count(children) > 1 ? <ButtonRow>{children}</ButtonRow> : children}
      </div>
    </section>
  );
}
