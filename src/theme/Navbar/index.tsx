import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import MarketingNavbar from '@site/src/components/MarketingNavbar';
import {useThemedChrome} from '@site/src/lib/useThemedChrome';

type Props = WrapperProps<typeof NavbarType>;

/** Docs-like pages keep the framework's navbar; all others (and the not-found page) get the marketing bar. */
export default function NavbarWrapper(props: Props): ReactNode {
  return useThemedChrome() ? <Navbar {...props} /> : <MarketingNavbar />;
}
