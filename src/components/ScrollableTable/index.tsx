import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Markdown tables scroll sideways on narrow screens. A scrolling box must be reachable by
 * keyboard (WCAG 2.1.1), so the table sits in a focusable, labelled region that scrolls,
 * instead of the table itself scrolling.
 *
 * When the table is wider than its column, a shadow on each edge with more columns beyond it
 * (and an arrow on the trailing edge) says so; the CSS derives them from the box's scroll
 * position, with no script. Tables that plugins/table-layout marked (`data-layout`: two
 * columns, or problems and their fixes) are stacked into rows instead when the column is
 * narrow, so a phone shows every cell without scrolling.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className={styles.frame}>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={translate({id: 'table.scrollRegion', message: 'Table (scrolls sideways)'})}>
        <table {...props} />
      </div>
      <span className={clsx(styles.cue, styles.cueStart)} data-scroll-cue="start" aria-hidden="true" />
      <span className={clsx(styles.cue, styles.cueEnd)} data-scroll-cue="end" aria-hidden="true" />
    </div>
  );
}
