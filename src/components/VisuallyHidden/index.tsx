import React, {type ComponentPropsWithoutRef, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Tag = 'span' | 'label' | 'caption';

type Props<T extends Tag> = {readonly as?: T} & ComponentPropsWithoutRef<T>;

/**
 * Text for screen readers only (Infima has no such utility class): a status message, a
 * label or a caption that the layout already makes obvious to the eye.
 */
export default function VisuallyHidden<T extends Tag = 'span'>({as, className, ...props}: Props<T>): ReactNode {
  const Element: ElementType = as ?? 'span';
  return <Element {...props} className={clsx(styles.visuallyHidden, className)} />;
}
