'use strict';

/**
 * The browser's copy of the site config (`@generated/docusaurus.config`) without the keys
 * only the build reads: `plugins` and `presets` hold every plugin's options (remark and
 * rehype settings, sidebar paths, redirect lists), about 12 KB that no client code reads;
 * `ssrTemplate` is the HTML page the build renders into (page-template.ts).
 * The theme reads `themeConfig`, `i18n`, `baseUrl` and the other top-level fields, which stay.
 * @param {string} source the generated module: `export default {…JSON…};` after a comment
 * @returns {string}
 */
function withoutBuildOnlyKeys(source) {
  const start = source.indexOf('export default');
  if (start < 0) throw new Error('lean-client-bundle: unexpected shape of the generated site config');
  const json = source.slice(start + 'export default'.length).trim().replace(/;$/, '');
  const config = JSON.parse(json);
  config.plugins = [];
  config.presets = [];
  delete config.ssrTemplate;
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = {withoutBuildOnlyKeys};
