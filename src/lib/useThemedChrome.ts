import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {usesThemedChrome} from './chrome';

/** `usesThemedChrome` for the current location, against the site's route table. */
export function useThemedChrome(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => usesThemedChrome(routes, pathname), [pathname]);
}
