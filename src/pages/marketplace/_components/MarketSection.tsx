import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineIcon from '@site/src/components/LineIcon';
import type {MarketItem} from '@site/src/data/marketplace';
import styles from './MarketSection.module.css';

interface Props {
  readonly id: string;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  readonly items: readonly MarketItem[];
  readonly columns?: 3 | 4;
  /** Grey background, to separate neighbouring sections. */
  readonly shaded?: boolean;
  readonly children?: ReactNode;
}

/** A titled band of small cards (h3 + one sentence), shared by the Rainstore sections. */
export default function MarketSection({id, title, lead, items, columns = 4, shaded, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, shaded && styles.shaded)} aria-labelledby={`marketplace-${id}`}>
      <div className="container">
        <h2 id={`marketplace-${id}`} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        <ul className={clsx(styles.grid, columns === 3 ? styles.columns3 : styles.columns4)}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              {item.icon && (
                <span className={styles.icon}>
                  <LineIcon name={item.icon} size={28} />
                </span>
              )}
              <h3 className={styles.cardTitle}>{item.title()}</h3>
              <p className={styles.cardText}>{item.text()}</p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
