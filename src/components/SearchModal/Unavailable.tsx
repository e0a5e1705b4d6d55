import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import SearchDialog from './SearchDialog';
import SearchError from './SearchError';
import styles from './styles.module.css';

/**
 * Shown instead of the search modal when its code cannot be loaded (offline, a deploy in
 * progress): the page keeps working and the reader learns why search is not there.
 */
export default function SearchUnavailable({onClose}: {readonly onClose: () => void}): ReactNode {
  return (
    <SearchDialog onClose={onClose}>
      <SearchError />
      <div className={styles.footer}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          <Translate id="search.modal.cancel">Cancel</Translate>
        </button>
      </div>
    </SearchDialog>
  );
}
