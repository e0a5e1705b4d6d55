import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import MarketingNavbar from '@site/src/components/MarketingNavbar';
import {usesThemedNavbar} from '@site/src/lib/chrome';

type Props = WrapperProps<typeof NavbarType>;

/** Docs-like pages keep the framework's navbar; all others get the marketing bar. */
export default function NavbarWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return usesThemedNavbar(pathname) ? <Navbar {...props} /> : <MarketingNavbar />;
}
