import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  /** The h2's id; the section is labelled by it. */
  readonly id: string;
  readonly title: ReactNode;
  /** One centered paragraph under the title. */
  readonly lead?: ReactNode;
  /** `large` on the home page, `medium` on the other marketing pages. */
  readonly size?: 'large' | 'medium';
  /** Grey background, to separate neighbouring sections. */
  readonly shaded?: boolean;
  /** Renders the title with the theme Heading, so that links to `#id` are checked at build. */
  readonly anchored?: boolean;
  /** The section's own spacing (padding). */
  readonly className?: string;
  readonly children: ReactNode;
}

/** A band of a marketing page: a centered h2, an optional lead, then the content, in the page container. */
export default function Section({
  id,
  title,
  lead,
  size = 'medium',
  shaded = false,
  anchored = false,
  className,
  children,
}: Props): ReactNode {
  const titleClassName = clsx(styles.title, styles[size], !lead && styles.spaced);
  return (
    <section className={clsx(shaded && styles.shaded, className)} aria-labelledby={id}>
      <div className="container">
        {anchored ? (
          <Heading as="h2" id={id} className={titleClassName}>
            {title}
          </Heading>
        ) : (
          <h2 id={id} className={titleClassName}>
            {title}
          </h2>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
