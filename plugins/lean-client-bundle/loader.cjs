'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {browserRouteData, SECTION_QUERY} = require('./route-data.cjs');
const {withTranslations, withoutMoved} = require('./translations.cjs');
const {withoutBuildOnlyKeys} = require('./site-config.cjs');
const {compactGlobalData} = require('./global-data.cjs');
const {withoutDescriptions} = require('./descriptions.cjs');

/**
 * Webpack/Rspack loader for the browser build: applies route-data.cjs to the three generated
 * route files and writes the lazy route sections (`routes.js?lean-section=N`), applies
 * translations.cjs to the code translations and the modules that use them, site-config.cjs
 * to the generated site config, global-data.cjs to the global data, and descriptions.cjs to
 * the theme's modules.
 * Options: `translations` = the plan of translations.cjs, or null for the default locale;
 * `themeModule` = true on the rule for the theme's modules (index.ts).
 */
module.exports = function leanClientLoader(source) {
  const {translations, themeModule} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  // The other generated file a rewrite reads must invalidate this one when it changes.
  const read = (file) => {
    const full = path.join(dir, file);
    this.addDependency(full);
    return fs.readFileSync(full, 'utf8');
  };
  const own = translations?.modules[this.resourcePath];
  if (themeModule) {
    const stripped = withoutDescriptions(source);
    return own ? withTranslations(stripped, own) : stripped;
  }
  if (own) return withTranslations(source, own);
  const file = path.basename(this.resourcePath);
  if (['registry.js', 'routesChunkNames.json', 'routes.js'].includes(file)) {
    const data = browserRouteData({
      registry: file === 'registry.js' ? source : read('registry.js'),
      chunkNames: file === 'routesChunkNames.json' ? source : read('routesChunkNames.json'),
      routes: file === 'routes.js' ? source : read('routes.js'),
    });
    if (file === 'registry.js') return data.registry;
    if (file === 'routesChunkNames.json') return data.chunkNames;
    if (!this.resourceQuery) return data.routes;
    // routes.js?lean-section=N: the children of a lazy section (route-data.cjs).
    const section = data.sections[Number(this.resourceQuery.slice(SECTION_QUERY.length))];
    if (!this.resourceQuery.startsWith(SECTION_QUERY) || section === undefined) {
      throw new Error(`lean-client-bundle: unknown section ${this.resourceQuery}`);
    }
    return section;
  }
  switch (file) {
    case 'docusaurus.config.mjs':
      return withoutBuildOnlyKeys(source);
    case 'globalData.json':
      return compactGlobalData(source);
    case 'codeTranslations.json':
      return translations ? withoutMoved(source, translations.moved) : source;
    default:
      throw new Error(`lean-client-bundle: unexpected file ${this.resourcePath}`);
  }
};
