import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** 2rem above the row, to part it from the content before. */
  readonly spaced?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Buttons side by side, centered, wrapping on narrow screens. */
export default function ButtonRow({spaced = false, className, children}: Props): ReactNode {
  return <div className={clsx(styles.row, spaced && styles.spaced, className)}>{children}</div>;
}
