import React, {useState, type ReactNode} from 'react';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';
import type SecondaryMenuType from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof SecondaryMenuType>;

/**
 * On a phone the theme mounts the whole docs (or blog) sidebar a second time, as the mobile
 * menu's second level, right after hydration, although it stays off-screen until the reader
 * opens the menu (147 elements on a blog post). The level is mounted in the same update that
 * opens the menu, so it is there the moment the menu shows, and then stays mounted.
 */
export default function SecondaryMenuWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Derived state (React's documented pattern): set during render, React renders again at
  // once, so the first open shows the level in the same commit instead of one effect later.
  if (shown && !opened) {
    setOpened(true);
  }
  return opened ? <SecondaryMenu {...props} /> : null;
}
