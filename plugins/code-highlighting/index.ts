import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * code-highlighting: the classic theme registers the extra Prism languages from a client
 * module, which puts Prism and every language into the JavaScript that all pages load, even
 * pages without a code block. This plugin swaps that client module for an empty one;
 * src/theme/CodeBlock registers the languages when a code block's chunk loads, before its
 * first render on the server and in the browser. See ../README.md.
 */
export default function codeHighlighting(): Plugin {
  const themeRoot = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${path.join(themeRoot, 'lib', 'prism-include-languages')}$`]: path.join(__dirname, 'no-languages.js'),
          },
        },
      };
    },
  };
}
