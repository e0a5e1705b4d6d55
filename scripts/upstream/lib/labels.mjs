// One normalisation for the console's strings and for the labels a page marks with <Ui>, so a
// label matches however the locale file spaces it or whether the form shows it with a colon.

/** Markup removed, whitespace collapsed, a trailing colon (ASCII or full-width) dropped. */
export function normalizeLabel(text) {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:：]$/, '')
    .trim();
}
