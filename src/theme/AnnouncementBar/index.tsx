import React, {type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useThemedChrome} from '@site/src/lib/useThemedChrome';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The bar belongs to the docs-style chrome; marketing pages have their own call to star. */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  return useThemedChrome() ? <AnnouncementBar {...props} /> : null;
}
