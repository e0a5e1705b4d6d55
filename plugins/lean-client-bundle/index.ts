import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {planModuleTranslations} from './translations.cjs';
import {ChunkAssetPlugin} from './chunk-asset.cjs';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SOURCE_MODULE = /\.tsx?$/;
const TEST_MODULE = /\.test\.tsx?$/;

/** The site's source modules (src/**), tests excluded. */
function sourceModules(siteDir: string): string[] {
  const src = path.join(siteDir, 'src');
  return fs
    .readdirSync(src, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE_MODULE.test(file) && !TEST_MODULE.test(file))
    .map((file) => path.join(src, file))
    .sort();
}

/**
 * The packages whose modules name the theme's strings (their `lib/**` JavaScript). Core names
 * none (checked: no quoted `theme.*` string in its lib/).
 */
const THEME_PACKAGES = ['theme-classic', 'theme-common', 'plugin-content-docs', 'plugin-content-blog'];
const THEME_MODULE = new RegExp(`[\\\\/]node_modules[\\\\/]@docusaurus[\\\\/](?:${THEME_PACKAGES.join('|')})[\\\\/]lib[\\\\/].*\\.js$`);

function themeModules(): string[] {
  return THEME_PACKAGES.flatMap((name) => {
    // Each package's main file is lib/index.js (some export no package.json to resolve).
    const lib = path.dirname(require.resolve(`@docusaurus/${name}`));
    return fs
      .readdirSync(lib, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(lib, file));
  });
}

/** The plan of translations.cjs for a non-default locale with a code.json, else null. */
function translationPlan(context: LoadContext) {
  const codeJson = path.join(context.localizationDir, 'code.json');
  if (context.i18n.currentLocale === context.i18n.defaultLocale || !fs.existsSync(codeJson)) return null;
  const entries = Object.entries(JSON.parse(fs.readFileSync(codeJson, 'utf8')) as Record<string, {message: string}>);
  const messages = Object.fromEntries(entries.map(([id, {message}]) => [id, message]));
  return planModuleTranslations(sourceModules(context.siteDir), messages, themeModules());
}

/**
 * lean-client-bundle: every page's first load carries the whole site's route data (route
 * table, chunk registry, chunk file map) and, in Chinese, every translated string of the
 * site, so it grows with each page we publish. Production-only changes to the browser build
 * cut what does not need to be there:
 *
 * - the generated route files are rewritten with short keys, and the children of each docs
 *   version's root route move to a lazy section module, loaded before the first preload of
 *   a path inside it (client/, in place of the core's preload and window.docusaurus): see
 *   route-data.cjs;
 * - each module carries the translations it uses: see translations.cjs;
 * - the browser's site config without the plugin and preset options: see site-config.cjs;
 * - the docs global data (every doc of every version) in a compact form: see global-data.cjs;
 * - the theme's strings without their descriptions for translators: see descriptions.cjs;
 * - chunk ids are the chunk names (`chunkIds: 'named'`; route-data.cjs makes the names
 *   short), so Docusaurus's name→id map for prefetching is empty: see chunk-asset.cjs;
 * - chunk file names carry the build's hash, `[id].[fullhash:8].js`, instead of each chunk's
 *   content hash: the runtime then needs no id→hash map (one entry per chunk, ~780 per
 *   locale, 7 KB gzip on every first load). The cost: a deploy renames every lazy chunk, so a
 *   returning reader fetches again the chunks of the pages they open after a release. They
 *   stay immutable between releases, and the entry files keep their content hash;
 * - @docusaurus/utils-common's `require('tslib')` gets the one helper it calls instead of all
 *   of tslib: see tslib-import-default.cjs.
 *
 * The server build is untouched. See ../README.md for the figures.
 */
export default function leanClientBundle(context: LoadContext): Plugin {
  const generated = ['registry.js', 'routesChunkNames.json', 'routes.js', 'codeTranslations.json', 'docusaurus.config.mjs'].map((file) =>
    escapeRegExp(path.join(context.generatedFilesDir, file)),
  );
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const translations = translationPlan(context);
      const loader = {loader: path.join(__dirname, 'loader.cjs'), options: {translations}};
      // Theme modules get their translations through the description rule below.
      const translated = Object.keys(translations?.modules ?? {})
        .filter((file) => !THEME_MODULE.test(file))
        .map(escapeRegExp);
      // Replaced in place: a returned config is merged into Docusaurus's, which can add plugins
      // but not remove one.
      const stock = config.plugins?.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin') ?? -1;
      if (stock < 0) throw new Error('lean-client-bundle: Docusaurus ChunkAssetPlugin not found; check chunk-asset.cjs against this Docusaurus version');
      config.plugins!.splice(stock, 1, new ChunkAssetPlugin({registryFile: path.join(context.generatedFilesDir, 'registry.js')}));
      // The core's preload and window.docusaurus, with lazy route sections (client/).
      const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
      const replacements = ['preload.js', 'docusaurus.js'].map(
        (file) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^${escapeRegExp(path.join(coreClient, file))}$`),
            path.join(__dirname, 'client', file),
          ),
      );
      return {
        plugins: replacements,
        output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'},
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslib-import-default.cjs')}},
            },
            {test: new RegExp(`^(?:${generated.join('|')})$`), use: [loader]},
            // The theme's modules without the translators' descriptions (descriptions.cjs), with
            // their translations in the Chinese build (translations.cjs).
            {
              test: THEME_MODULE,
              enforce: 'pre' as const,
              use: [{...loader, options: {translations, themeModule: true}}],
            },
            // Rewritten from JSON into a module that rebuilds the same data: see global-data.cjs.
            {test: new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, 'globalData.json'))}$`), type: 'javascript/auto', use: [loader]},
            // Before the TypeScript transform, so the added lines go through it like the rest.
            ...(translated.length > 0 ? [{test: new RegExp(`^(?:${translated.join('|')})$`), enforce: 'pre' as const, use: [loader]}] : []),
          ],
        },
      };
    },
  };
}
