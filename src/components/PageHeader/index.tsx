import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ButtonRow from '@site/src/components/ButtonRow';
import styles from './styles.module.css';

interface Props {
  /** Used to build the heading's id. */
  readonly id: string;
  readonly title: ReactNode;
  readonly lead: ReactNode;
  readonly kicker?: ReactNode;
  /** Lets the lead run a little wider (48rem instead of 46rem). */
  readonly wideLead?: boolean;
  /** `section` where the header is a band of the page's main content (feature pages). */
  readonly as?: 'header' | 'section';
  /** Buttons or links under the lead. */
  readonly children?: ReactNode;
}

/** The top of a list or product page: its only h1, a short lead, optional actions. */
export default function PageHeader({id, title, lead, kicker, wideLead = false, as: Tag = 'header', children}: Props): ReactNode {
  return (
    <Tag className={styles.header} aria-labelledby={`${id}-title`}>
      <div className="container">
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={clsx(styles.lead, wideLead && styles.wideLead)}>{lead}</p>
        {children && <ButtonRow spaced>{children}</ButtonRow>}
      </div>
    </Tag>
  );
}
