'use strict';

const fs = require('node:fs');

/**
 * Code translations by module. Docusaurus puts every translated string of the locale
 * (`i18n/<locale>/code.json`) into the JavaScript every page loads, so a Chinese reader of one
 * docs page downloads the text of every marketing page. In the browser build of a non-default
 * locale, each source module instead adds the translations of the ids it names to the shared
 * table when it is evaluated, which is always before it renders; the shared table keeps the
 * theme's own ids (`theme.*`) and any id no source module names. Such a module also drops the
 * English default text of the ids it translates, which the Chinese page never shows. The
 * server build keeps the full table and the texts, so the HTML is unchanged, and hydration
 * sees the same strings.
 */

/** Ids written literally in a module: `<Translate id="…">`, `translate({id: '…'})`, `{id: '…'}`. */
const ID = /\bid(?:=|:\s*)\{?\s*(["'`])([^"'`$\n]+)\1/g;

function idsIn(source) {
  return new Set([...source.matchAll(ID)].map((match) => match[2]));
}

/**
 * Which translations move to which module: { modules: {path: {id: message}}, moved: [id] }.
 * `files` are the site's source modules; `messages` the locale's code.json as id → message.
 */
function planModuleTranslations(files, messages) {
  const modules = {};
  const moved = new Set();
  for (const file of files) {
    const own = {};
    for (const id of idsIn(fs.readFileSync(file, 'utf8'))) {
      if (id.startsWith('theme.') || !Object.hasOwn(messages, id)) continue;
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
