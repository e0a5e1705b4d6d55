'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {rewriteRegistry, rewriteRoutesChunkNames, rewriteRoutes} = require('./route-data.cjs');

/** Webpack/Rspack loader applying route-data.cjs to the three generated route files. */
module.exports = function routeDataLoader(source) {
  const dir = path.dirname(this.resourcePath);
  // The other generated file a rewrite reads must invalidate this one when it changes.
  const read = (file) => {
    const full = path.join(dir, file);
    this.addDependency(full);
    return fs.readFileSync(full, 'utf8');
  };
  switch (path.basename(this.resourcePath)) {
    case 'registry.js':
      return rewriteRegistry(source);
    case 'routesChunkNames.json':
      return rewriteRoutesChunkNames(source, read('registry.js'));
    case 'routes.js':
      return rewriteRoutes(source, read('routesChunkNames.json'));
    default:
      throw new Error(`lean-client-bundle: unexpected file ${this.resourcePath}`);
  }
};
