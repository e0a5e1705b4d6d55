import React, {type ReactNode} from 'react';
import SupportDialog from '@site/src/components/SupportDialog';

/**
 * Root never unmounts during client navigation, so the support dialog's timer keeps
 * running from the first page view of the session whatever page the reader moves to.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SupportDialog />
    </>
  );
}
