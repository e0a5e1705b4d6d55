'use strict';

const fs = require('node:fs');

/**
 * Code translations by module. Docusaurus puts every translated string of the locale
 * (`i18n/<locale>/code.json`) into the JavaScript every page loads, so a Chinese reader of one
 * docs page downloads the text of every marketing page. In the browser build of a non-default
 * locale, each source module instead adds the translations of the ids it names to the shared
 * table when it is evaluated, which is always before it renders; so do the theme's modules
 * for the theme's ids (`theme.*`) they name. The shared table keeps any id no module names. Such a module also drops the
 * English default text of the ids it translates, which the Chinese page never shows. The
 * server build keeps the full table and the texts, so the HTML is unchanged, and hydration
 * sees the same strings.
 */

/** Ids written literally in a module: `<Translate id="…">`, `translate({id: '…'})`, `{id: '…'}`. */
const ID = /\bid(?:=|:\s*)\{?\s*(["'`])([^"'`$\n]+)\1/g;

function idsIn(source) {
  return new Set([...source.matchAll(ID)].map((match) => match[2]));
}

/** How often `id` appears as a quoted string anywhere in `source`. */
function quotedCount(source, id) {
  return (source.match(new RegExp(`["'\`]${escapeRegExp(id)}["'\`]`, 'g')) ?? []).length;
}

/**
 * Which translations move to which module: { modules: {path: {id: message}}, moved: [id] }.
 * `files` are the site's source modules; `messages` the locale's code.json as id → message.
 * `themeFiles` are the theme's modules: the theme's own ids (`theme.*`) move too, to every
 * module naming them, but only an id that each of these files names literally wherever it
 * quotes it; an id also built or passed around elsewhere stays in the shared table.
 */
function planModuleTranslations(files, messages, themeFiles = []) {
  const modules = {};
  const moved = new Set();
  const all = [...files, ...themeFiles];
  const sources = new Map(all.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  // Without the theme's modules, nothing shows where else a theme id is used: none moves.
  const literal = new Map();
  for (const source of themeFiles.length > 0 ? sources.values() : []) {
    for (const match of source.matchAll(ID)) {
      if (match[2].startsWith('theme.')) literal.set(match[2], (literal.get(match[2]) ?? 0) + 1);
    }
  }
  const quotedEverywhere = (id) => [...sources.values()].reduce((sum, source) => sum + quotedCount(source, id), 0);
  const safeThemeIds = new Set([...literal].filter(([id, count]) => count === quotedEverywhere(id)).map(([id]) => id));
  for (const [file, source] of sources) {
    const own = {};
    for (const id of idsIn(source)) {
      if (!Object.hasOwn(messages, id)) continue;
      if (id.startsWith('theme.') && !safeThemeIds.has(id)) continue;
      own[id] = messages[id];
      moved.add(id);
    }
    if (Object.keys(own).length > 0) modules[file] = own;
  }
  return {modules, moved: [...moved].sort()};
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The module without the default (English) text of the ids it translates: with the
 * translation added by the prelude, `translate()` and `<Translate>` never fall back to it.
 * Only plain forms are touched: `id: '…', message: '…'` with quoted literals, and
 * `<Translate id="…" …>text</Translate>` whose text has no braces. Anything else stays.
 */
function withoutDefaultMessages(source, ids) {
  let output = source;
  for (const id of ids) {
    const name = escapeRegExp(id);
    output = output
      // Groups: 1 all before the text, 2 the id's quote, 3 the text's quote.
      .replace(new RegExp(`(\\bid:\\s*(["'])${name}\\2\\s*,\\s*message:\\s*)(["'])(?:\\\\.|(?!\\3)[^\\\\\\n])*\\3`, 'g'), "$1''")
      // Groups: 1 the opening tag, 2 the id's quote, 3 the closing tag.
      .replace(new RegExp(`(<Translate\\s+id=(["'])${name}\\2[^>{}]*>)[^<{}]*(</Translate>)`, 'g'), '$1$3');
  }
  return output;
}

/**
 * The module as the browser build compiles it: a prelude that adds its own translations to
 * the shared table, and its body without the default texts of those ids.
 */
function withTranslations(source, own) {
  const prelude =
    "import __siteCodeTranslations from '@generated/codeTranslations';\n" +
    `Object.assign(__siteCodeTranslations, ${JSON.stringify(own)});\n`;
  return prelude + withoutDefaultMessages(source, Object.keys(own));
}

/** The shared table without the moved ids. */
function withoutMoved(source, moved) {
  const table = JSON.parse(source);
  for (const id of moved) delete table[id];
  return JSON.stringify(table);
}

module.exports = {planModuleTranslations, withTranslations, withoutDefaultMessages, withoutMoved, idsIn};
