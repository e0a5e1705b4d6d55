import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import LineIcon, {type LineIconName} from '@site/src/components/LineIcon';
import styles from './styles.module.css';

interface GridProps {
  /** A list of cards (`ul`, the default) or a plain block of `article`s (`div`). */
  readonly as?: 'ul' | 'div';
  /** Cards per row on desktop. */
  readonly columns?: 2 | 3 | 4;
  /** Wider gaps, and a single column until desktop. */
  readonly spacious?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The grid the marketing sections lay their cards out in. */
export function CardGrid({as: Tag = 'ul', columns = 4, spacious = false, className, children}: GridProps): ReactNode {
  return (
    <Tag
      className={clsx(
        styles.grid,
        Tag === 'ul' && styles.list,
        spacious ? styles.spacious : styles.stepped,
        styles[`columns${columns}`],
        className,
      )}>
      {children}
    </Tag>
  );
}

interface CardProps {
  readonly as?: 'li' | 'article';
  /** `surface`: outlined box; `accentTop` / `accentLeft`: a primary-colored bar on that side. */
  readonly variant?: 'surface' | 'accentTop' | 'accentLeft';
  /** `custom` leaves the padding to `className`. */
  readonly padding?: 'md' | 'lg' | 'custom';
  /** Lays the content out as a column (e.g. to push a footer down). */
  readonly stacked?: boolean;
  /** The card holds a CardLink: the border takes the primary color on hover and focus. */
  readonly interactive?: boolean;
  /** Decorative icon shown in a tinted badge above the content. */
  readonly icon?: LineIconName;
  readonly iconSize?: number;
  readonly className?: string;
  readonly 'aria-labelledby'?: string;
  readonly children: ReactNode;
}

/** One card: the box shared by the marketing sections' grids. */
export function Card({
  as: Tag = 'li',
  variant = 'surface',
  padding = 'md',
  stacked = false,
  interactive = false,
  icon,
  iconSize = 28,
  className,
  children,
  ...rest
}: CardProps): ReactNode {
  return (
    <Tag
      className={clsx(
        styles.card,
        styles[variant],
        padding === 'md' && styles.paddingMd,
        padding === 'lg' && styles.paddingLg,
        stacked && styles.stacked,
        interactive && styles.interactive,
        className,
      )}
      {...rest}>
      {icon && (
        <span className={styles.icon}>
          <LineIcon name={icon} size={iconSize} />
        </span>
      )}
      {children}
    </Tag>
  );
}

/** A link stretched over its whole card (give the card `interactive`); only the link is focusable. */
export function CardLink({className, ...props}: ComponentProps<typeof Link>): ReactNode {
  return <Link {...props} className={clsx(styles.link, className)} />;
}

interface TitleProps {
  readonly id?: string;
  /** Makes the title the card's link. */
  readonly to?: string;
  readonly children: ReactNode;
}

/** The card's h3; with `to`, a link covering the card. */
export function CardTitle({id, to, children}: TitleProps): ReactNode {
  return (
    <h3 id={id} className={styles.title}>
      {to ? (
        <CardLink to={to} className={styles.titleLink}>
          {children}
        </CardLink>
      ) : (
        children
      )}
    </h3>
  );
}

/** The card's text, in the muted color; `small` for the denser grids. */
export function CardText({small = false, className, children}: {small?: boolean; className?: string; children: ReactNode}): ReactNode {
  return <p className={clsx(styles.text, small && styles.small, className)}>{children}</p>;
}
