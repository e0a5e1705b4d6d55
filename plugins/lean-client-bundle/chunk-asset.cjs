'use strict';

const fs = require('node:fs');
const {registryChunkNames} = require('./route-data.cjs');

const NAME = 'lean-client-bundle-chunk-asset';

/**
 * Replaces Docusaurus's ChunkAssetPlugin in the browser build. Docusaurus's prefetch turns a
 * chunk name of the registry into a URL through `__webpack_require__.gca`, and skips the URL
 * when it contains "undefined": that is how it passes over a chunk the bundler merged into
 * another (its modules already sit in main.js, say). The stock version carries a name→id map
 * of every named chunk, and with content-hashed file names a merged chunk has no hash, hence
 * "undefined".
 *
 * Here chunk ids are the chunk names (`chunkIds: 'named'`) and file names carry the build
 * hash (index.ts), so a name→id map would map each name to itself and a merged chunk would
 * still get a well-formed URL, which 404s. This version keeps only the entries where id and
 * name differ (none in practice) and lists the registry names that have no chunk, for which
 * it returns undefined. Both lists are empty or short; the stock map was ~4 KB of gzip on
 * every first load.
 */
class ChunkAssetPlugin {
  /** @param {{registryFile: string}} options the generated registry.js (its original form) */
  constructor({registryFile}) {
    this.registryFile = registryFile;
  }

  apply(compiler) {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    const {registryFile} = this;

    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('lean-get-chunk-asset', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }

      generate() {
        const idToName = Object.entries(this.chunk.getChunkMaps(false).name);
        const nameToId = Object.fromEntries(idToName.filter(([id, name]) => id !== name).map(([id, name]) => [name, id]));
        const emitted = new Set(idToName.map(([, name]) => name));
        const merged = Object.fromEntries(
          registryChunkNames(fs.readFileSync(registryFile, 'utf8'))
            .filter((name) => !emitted.has(name))
            .map((name) => [name, 1]),
        );
        return [
          `__webpack_require__.gca = function(chunkName) {`,
          `  if (${JSON.stringify(merged)}[chunkName]) return undefined;`,
          `  var id = ${JSON.stringify(nameToId)}[chunkName] || chunkName;`,
          `  return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(id);`,
          `};`,
        ].join('\n');
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule());
      });
    });
  }
}

module.exports = {ChunkAssetPlugin};
