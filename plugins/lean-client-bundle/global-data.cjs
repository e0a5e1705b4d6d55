'use strict';

const {isDeepStrictEqual} = require('node:util');

/**
 * The docs plugin's global data lists every doc of every version as `{id, path, sidebar}`
 * (~550 docs per locale, 5.8 KB gzip in main.js). The path is almost always the version's
 * path plus the id (an `…/index` id maps to the folder), and the sidebar is one of the
 * version's few sidebars, so the browser's copy stores `[id, sidebar index]`, plus the path
 * only where it differs, and rebuilds the same objects when main.js starts. Data that is not
 * a docs version's list stays as it is; the rebuilt data is checked against the original at
 * build time.
 */

/** The path a doc gets from its id unless its front matter sets a slug. */
function defaultPath(base, id) {
  if (id === 'index') return `${base}/`;
  if (id.endsWith('/index')) return `${base}/${id.slice(0, -'index'.length)}`;
  return `${base}/${id}`;
}

function isDocsVersion(version) {
  return (
    version &&
    typeof version.path === 'string' &&
    Array.isArray(version.docs) &&
    version.sidebars &&
    typeof version.sidebars === 'object' &&
    version.docs.every((doc) => typeof doc.id === 'string' && typeof doc.path === 'string' && Object.keys(doc).every((key) => ['id', 'path', 'sidebar'].includes(key)))
  );
}

function encodeDocs(version) {
  const sidebars = Object.keys(version.sidebars);
  return version.docs.map((doc) => {
    const row = [doc.id, doc.sidebar === undefined ? -1 : sidebars.indexOf(doc.sidebar)];
    if (doc.path !== defaultPath(version.path, doc.id)) row.push(doc.path);
    return row;
  });
}

/** Runs in the browser (as source text in the generated module) and in the check below. */
function decodeDocs(base, sidebars, rows) {
  return rows.map(function (row) {
    var doc = {id: row[0], path: row[2] || defaultPath(base, row[0])};
    if (row[1] >= 0) doc.sidebar = sidebars[row[1]];
    return doc;
  });
}

/**
 * @param {string} source the generated globalData.json
 * @returns {string} an ES module whose default export equals the parsed source
 */
function compactGlobalData(source) {
  const data = JSON.parse(source);
  const assignments = [];
  for (const [plugin, instances] of Object.entries(data)) {
    for (const [instance, value] of Object.entries(instances ?? {})) {
      if (!Array.isArray(value?.versions)) continue;
      value.versions.forEach((version, index) => {
        if (!isDocsVersion(version) || version.docs.some((doc) => doc.sidebar !== undefined && !(doc.sidebar in version.sidebars))) return;
        const target = `d[${JSON.stringify(plugin)}][${JSON.stringify(instance)}].versions[${index}]`;
        assignments.push(`${target}.docs = D(${target}.path, Object.keys(${target}.sidebars), ${JSON.stringify(encodeDocs(version))});`);
        version.docs = [];
      });
    }
  }
  const module = [
    // The same two functions as here, as source: the browser rebuilds what the check rebuilds.
    `var defaultPath = ${defaultPath.toString()};`,
    `var D = ${decodeDocs.toString()};`,
    `var d = ${JSON.stringify(data)};`,
    ...assignments,
    'export default d;',
    '',
  ].join('\n');
  // The check: evaluate the module body as the browser will and compare.
  const body = module.replace('export default d;', 'return d;');
  // eslint-disable-next-line no-new-func -- our own generated text, run once at build time
  const rebuilt = new Function(body)();
  if (!isDeepStrictEqual(rebuilt, JSON.parse(source))) {
    throw new Error('lean-client-bundle: the compact docs global data does not rebuild the original (see global-data.cjs)');
  }
  return module;
}

module.exports = {compactGlobalData, defaultPath};
