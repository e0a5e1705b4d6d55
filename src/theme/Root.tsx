import React, {type ReactNode} from 'react';
import LanguageNotice from '@site/src/components/LanguageNotice';
import SupportDialog from '@site/src/components/SupportDialog';

/**
 * Root never unmounts during client navigation, so the support dialog's timer keeps
 * running from the first page view of the session whatever page the reader moves to, and
 * the language notice, once dismissed or shown, stays so across pages.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <LanguageNotice />
      <SupportDialog />
    </>
  );
}
