import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * code-highlighting: code blocks are highlighted at build time (remark.ts and
 * src/components/HighlightedCode), so no page needs Prism. The classic theme still adds a
 * client module that registers Prism languages, which would put Prism into the bundle every
 * page loads; this plugin swaps that module for an empty one. See ../README.md.
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
