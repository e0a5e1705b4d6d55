'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {rewriteRegistry, rewriteRoutesChunkNames, rewriteRoutes} = require('./route-data.cjs');
const {withTranslations, withoutMoved} = require('./translations.cjs');
const {withoutBuildOnlyKeys} = require('./site-config.cjs');

/**
 * Webpack/Rspack loader for the browser build: applies route-data.cjs to the three generated
 * route files, translations.cjs to the code translations and the modules that use them, and
 * site-config.cjs to the generated site config.
 * Options: `translations` = the plan of translations.cjs, or null for the default locale.
 */
module.exports = function leanClientLoader(source) {
  const {translations} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  // The other generated file a rewrite reads must invalidate this one when it changes.
  const read = (file) => {
    const full = path.join(dir, file);
    this.addDependency(full);
    return fs.readFileSync(full, 'utf8');
  };
  if (translations?.modules[this.resourcePath]) {
    return withTranslations(source, translations.modules[this.resourcePath]);
  }
  switch (path.basename(this.resourcePath)) {
    case 'registry.js':
      return rewriteRegistry(source);
    case 'routesChunkNames.json':
      return rewriteRoutesChunkNames(source, read('registry.js'));
    case 'routes.js':
      return rewriteRoutes(source, read('routesChunkNames.json'));
    case 'docusaurus.config.mjs':
      return withoutBuildOnlyKeys(source);
    case 'codeTranslations.json':
      return translations ? withoutMoved(source, translations.moved) : source;
    default:
      throw new Error(`lean-client-bundle: unexpected file ${this.resourcePath}`);
  }
};
