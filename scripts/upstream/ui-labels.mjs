// The console's label strings per docs version and language (ui-labels.en.json, ui-labels.zh.json):
// every string value of rainbond-ui's locale modules, normalised, up to MAX_LENGTH characters.
//
// The locale files are object literals spread into one map. They are parsed with TypeScript's
// parser (already a dependency), never run: only string literals that are property values count.
import ts from 'typescript';
import {list, show, source, VERSIONS, writeFixture} from './lib/source.mjs';
import {normalizeLabel} from './lib/labels.mjs';

const REPO = 'rainbond-ui';
/** Longer strings are sentences (hints, confirmations), not labels a page would quote. */
const MAX_LENGTH = 60;
const LANGUAGES = {en: 'en-US', zh: 'zh-CN'};

function strings(text, path) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function extract(version, language) {
  const tag = VERSIONS[version][REPO];
  const locale = LANGUAGES[language];
  const paths = [`src/locales/${locale}.js`, ...list(REPO, tag, `src/locales/${locale}/`).filter((path) => path.endsWith('.js'))];
  const labels = new Set();
  let total = 0;
  for (const path of paths) {
    for (const value of strings(show(REPO, tag, path), path)) {
      total++;
      const label = normalizeLabel(value);
      if (label && [...label].length <= MAX_LENGTH) labels.add(label);
    }
  }
  return {
    data: {
      source: source(REPO, tag, paths),
      note: `Every string value of the locale modules, normalised (normalizeLabel in scripts/upstream/lib/labels.mjs: markup removed, whitespace collapsed, trailing colon dropped), at most ${MAX_LENGTH} characters, sorted.`,
      labels: [...labels].sort(),
    },
    total,
  };
}

for (const version of Object.keys(VERSIONS)) {
  for (const language of Object.keys(LANGUAGES)) {
    const {data, total} = extract(version, language);
    const {file, bytes} = writeFixture(version, `ui-labels.${language}.json`, data);
    console.log(`${file}: ${data.labels.length} labels of ${total} strings, ${bytes} bytes`);
  }
}
