import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

// The diagram renderer (~160 KB gzip) is fetched only by pages that contain a diagram; a
// static import here would put it in the first load of every Markdown page.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
