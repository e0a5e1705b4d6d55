import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import VerifiedWith from '@site/src/components/VerifiedWith';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's doc footer, preceded by the release the page was checked against (verified_with)
 * and "Was this page helpful?".
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {label} = useDocsVersion();
  return (
    <>
      <VerifiedWith value={(frontMatter as Record<string, unknown>).verified_with} />
      <PageFeedback title={metadata.title} permalink={metadata.permalink} version={label} />
      <Footer {...props} />
    </>
  );
}
