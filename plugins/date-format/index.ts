import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * date-format: the theme's `useDateTimeFormat` builds a new `Intl.DateTimeFormat` on every
 * render, and a page's first one costs the browser its ICU date data (see format.ts). This
 * plugin swaps the theme module that defines the hook for client/IntlUtils.js, in the server
 * and the browser builds alike, so both write the same text. See ../README.md.
 */
export default function dateFormat(): Plugin {
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const original = path.join(themeCommonLib, 'utils', 'IntlUtils.js');
  return {
    name: 'date-format',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^${original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
            path.join(__dirname, 'client', 'IntlUtils.js'),
          ),
        ],
      };
    },
  };
}
