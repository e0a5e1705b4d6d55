import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Replaces the config's HTML string (which cannot be translated) with a translated
 * message. Everything else about the bar (id, not closable, storage) stays the framework's.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(props.className, styles.content)}>
      <Translate
        id="announcement.star"
        values={{
          project: <Link href="https://github.com/goodrain/rainbond">Rainbond</Link>,
        }}>
        {'⭐️ If you like {project}, give it a star on GitHub! ⭐️'}
      </Translate>
    </div>
  );
}
