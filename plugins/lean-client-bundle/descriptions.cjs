'use strict';

/**
 * The theme's translatable strings carry a `description` for translators
 * (`translate({id: 'theme.…', message, description})`, `<Translate id="theme.…"
 * description="…">`). Only `docusaurus write-translations` reads it; the browser bundle
 * shipped all of them (in main.js alone ~40, about 1.5 KB gzip). This removes them from the
 * browser build of the theme's modules: only a `description` given as a plain string literal,
 * inside the object or tag that also names a `theme.*` id, is taken out.
 */

const STRING = String.raw`(["'])(?:\\.|(?!\1)[^\\\n])*\1`;
const OBJECT_ENTRY = new RegExp(String.raw`\bdescription:\s*${STRING}\s*,?`, 'g');
const JSX_ATTRIBUTE = new RegExp(String.raw`\s+description=${STRING}`, 'g');
const THEME_ID = /\bid(=|:\s*)(["'])theme\.[^"'\n]+\2/g;

/** Index just past the string literal starting at `start` (a quote). */
function skipString(source, start) {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length && source[index] !== quote) index += source[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** [start, end) of the `{…}` enclosing `position`, or null. Strings are skipped. */
function enclosingObject(source, position) {
  // Backwards: the nearest `{` not closed before `position` (theme objects hold no braces
  // outside strings, but placeholders such as '{count}' sit inside strings).
  let depth = 0;
  let start = -1;
  for (let index = position; index >= 0; index -= 1) {
    const char = source[index];
    if (char === '}') depth += 1;
    else if (char === '{') {
      if (depth === 0) {
        start = index;
        break;
      }
      depth -= 1;
    } else if (char === "'" || char === '"') {
      // Walk back over the string.
      let open = index - 1;
      while (open >= 0 && !(source[open] === char && source[open - 1] !== '\\')) open -= 1;
      index = open;
    }
  }
  if (start < 0) return null;
  depth = 0;
  for (let index = start; index < source.length; ) {
    const char = source[index];
    if (char === "'" || char === '"' || char === '`') {
      index = skipString(source, index);
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return [start, index + 1];
    }
    index += 1;
  }
  return null;
}

/** [start, end) of the `<Translate …>` tag containing `position`, or null. */
function enclosingTag(source, position) {
  const start = source.lastIndexOf('<Translate', position);
  if (start < 0) return null;
  for (let index = start; index < source.length; ) {
    const char = source[index];
    if (char === "'" || char === '"') {
      index = skipString(source, index);
      continue;
    }
    if (char === '>') return index < position ? null : [start, index + 1];
    index += 1;
  }
  return null;
}

/** @param {string} source a module of the classic theme */
function withoutDescriptions(source) {
  const spans = [];
  for (const match of source.matchAll(THEME_ID)) {
    const span = match[1] === '=' ? enclosingTag(source, match.index) : enclosingObject(source, match.index);
    if (span) spans.push([...span, match[1] === '=' ? JSX_ATTRIBUTE : OBJECT_ENTRY]);
  }
  // From the end, so earlier spans keep their offsets.
  spans.sort((a, b) => b[0] - a[0]);
  let output = source;
  let last = Infinity;
  for (const [start, end, pattern] of spans) {
    if (end > last) continue; // nested or repeated span: already handled
    output = output.slice(0, start) + output.slice(start, end).replace(pattern, '') + output.slice(end);
    last = start;
  }
  return output;
}

module.exports = {withoutDescriptions};
