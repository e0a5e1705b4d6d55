import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Used to build the heading's id. */
  readonly id: string;
  readonly title: ReactNode;
  readonly lead: ReactNode;
  readonly kicker?: ReactNode;
  /** Buttons or links under the lead. */
  readonly children?: ReactNode;
}

/** The top of a list or product page: its only h1, a short lead, optional actions. */
export default function PageHeader({id, title, lead, kicker, children}: Props): ReactNode {
  return (
    <header className={styles.header} aria-labelledby={`${id}-title`}>
      <div className="container">
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
