import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The modal frame: a native <dialog> opened with showModal(), so the browser keeps focus
 * inside, Esc closes it and focus returns to the search button. A click on the backdrop
 * closes it too, as in DocSearch.
 */
export default function SearchDialog({onClose, children}: Props): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={translate({id: 'search.modal.label', message: 'Search docs'})}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
