import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Heading row of the version dropdown, above the versions hosted elsewhere. */
export default function ArchivedVersionsHeading({mobile}: {mobile?: boolean}): ReactNode {
  // Dropdown children are list items in both the desktop menu and the mobile sidebar.
  return (
    <li className={mobile ? 'menu__list-item' : undefined}>
      <span className={styles.heading}>
        <Translate id="navbar.versions.archived">Archived versions</Translate>
      </span>
    </li>
  );
}
