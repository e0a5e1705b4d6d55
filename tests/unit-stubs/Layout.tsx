import React, {type ReactNode} from 'react';

/** Stand-in for the theme Layout: the page's own content, without navbar and footer. */
export default function Layout({children}: {children: ReactNode; title?: string; description?: string}) {
  return <>{children}</>;
}
