'use strict';

/**
 * Webpack/Rspack loader for the generated `.docusaurus/registry.js`, client build only.
 *
 * Each registry entry is `[loader, modulePath, webpackModuleId]`. The module path is only read
 * by react-loadable's server-side `Capture`, which records the modules a page rendered; the
 * browser never reads it. Every page's main bundle carries the whole registry, so the ~700
 * path strings per locale cost about 5 KB of gzip JavaScript on every first load. Here they
 * become `0`. The loader fails the build if the file's shape changes, rather than silently
 * leaving the paths in.
 */
const ENTRY = /(\)), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\()/g;

module.exports = function registryLoader(source) {
  let replaced = 0;
  const output = source.replace(ENTRY, (_match, close, _path, resolveWeak) => {
    replaced += 1;
    return `${close}, 0, ${resolveWeak}`;
  });
  const entries = (source.match(/webpackChunkName/g) ?? []).length;
  if (replaced !== entries) {
    throw new Error(
      `lean-client-bundle: expected ${entries} registry entries, rewrote ${replaced}; ` +
        'the generated registry changed shape (see plugins/README.md)',
    );
  }
  return output;
};
