import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * lean-client-bundle: every page's first load carries the whole site's route data (route
 * table, chunk registry, chunk file map), so its size grows with each page we publish. Two
 * production-only changes to the browser build cut what does not need to be there:
 *
 * - the generated route files are rewritten with short keys: see route-data.cjs;
 * - chunk file names: `[id].[contenthash]` instead of `[name].[contenthash]`, so the webpack
 *   runtime no longer carries an id→name map with one entry per chunk (about 2,300 per
 *   locale). Docusaurus's own name→id map, used to prefetch by chunk name, stays.
 *
 * The server build is untouched. See ../README.md for the figures.
 */
export default function leanClientBundle(context: LoadContext): Plugin {
  const generated = ['registry.js', 'routesChunkNames.json', 'routes.js'].map((file) =>
    escapeRegExp(path.join(context.generatedFilesDir, file)),
  );
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [{test: new RegExp(`^(?:${generated.join('|')})$`), use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
