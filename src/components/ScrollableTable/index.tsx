import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Markdown tables scroll sideways on narrow screens. A scrolling box must be reachable by
 * keyboard (WCAG 2.1.1), so the table sits in a focusable, labelled region that scrolls,
 * instead of the table itself scrolling.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={translate({id: 'table.scrollRegion', message: 'Table (scrolls sideways)'})}>
      <table {...props} />
    </div>
  );
}
