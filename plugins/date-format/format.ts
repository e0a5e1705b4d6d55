/**
 * The dates the classic theme writes (a blog post's date, a doc's "last updated" day, the
 * blog archive's days), formatted without Intl. A page's first `Intl.DateTimeFormat` makes
 * Chromium load ICU's date data: 20–45 ms on this machine, four times that on Lighthouse's
 * mobile CPU, in the middle of hydration. The patterns below are CLDR's, as Intl writes them;
 * format.test.ts compares them with Intl on every day of a century and more, and an e2e test
 * compares the rendered dates with the browser's own Intl.
 */

/** The subset of `Intl.DateTimeFormat` the theme calls. */
export interface DateFormatter {
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
  resolvedOptions(): Intl.ResolvedDateTimeFormatOptions;
}

type Pattern = (year: number, month: number, day: number) => string;

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Keyed by language, then by the fields asked for (`year` absent or numeric, `day` numeric).
// Months are 0-based, as Date gives them. Chinese writes long and short months alike.
const PATTERNS: Record<string, Record<string, Pattern>> = {
  en: {
    'year month:long day': (y, m, d) => `${LONG_MONTHS[m]} ${d}, ${y}`,
    'year month:short day': (y, m, d) => `${SHORT_MONTHS[m]} ${d}, ${y}`,
    'month:long day': (_, m, d) => `${LONG_MONTHS[m]} ${d}`,
  },
  zh: {
    'year month:long day': (y, m, d) => `${y}年${m + 1}月${d}日`,
    'year month:short day': (y, m, d) => `${y}年${m + 1}月${d}日`,
    'month:long day': (_, m, d) => `${m + 1}月${d}日`,
  },
};

// Locales whose dates are written as their language's above (same CLDR data).
const LANGUAGES: Record<string, string> = {en: 'en', 'en-US': 'en', zh: 'zh', 'zh-CN': 'zh', 'zh-Hans': 'zh', 'zh-Hans-CN': 'zh'};
const KNOWN_OPTIONS = new Set(['calendar', 'timeZone', 'year', 'month', 'day']);

/** The pattern for these options, or undefined when Intl must do it. */
function patternFor(locale: string, options: Intl.DateTimeFormatOptions): Pattern | undefined {
  const language = LANGUAGES[locale];
  if (language === undefined || !Object.keys(options).every((key) => KNOWN_OPTIONS.has(key))) return undefined;
  const {calendar, timeZone, year, month, day} = options;
  // Only UTC: the day must not depend on where the page is rendered, server or reader.
  if ((calendar !== undefined && calendar !== 'gregory') || timeZone !== 'UTC' || day !== 'numeric') return undefined;
  if (year !== undefined && year !== 'numeric') return undefined;
  return PATTERNS[language]![`${year ? 'year ' : ''}month:${month} day`];
}

class PatternFormatter implements DateFormatter {
  private intl?: Intl.DateTimeFormat;

  constructor(
    private readonly locale: string,
    private readonly options: Intl.DateTimeFormatOptions,
    private readonly pattern: Pattern,
  ) {}

  /** Intl, built only for what the patterns do not cover. */
  private real(): Intl.DateTimeFormat {
    this.intl ??= new Intl.DateTimeFormat(this.locale, this.options);
    return this.intl;
  }

  format(date: Date | number = Date.now()): string {
    const time = new Date(date);
    const year = time.getUTCFullYear();
    // Other years (and invalid dates, NaN) get Intl's own answer: eras, padding, RangeError.
    if (!(year >= 1000 && year <= 9999)) return this.real().format(date);
    return this.pattern(year, time.getUTCMonth(), time.getUTCDate());
  }

  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    return this.real().formatToParts(date);
  }

  resolvedOptions(): Intl.ResolvedDateTimeFormatOptions {
    return this.real().resolvedOptions();
  }
}

const cache = new Map<string, DateFormatter>();

/** A formatter for `locale` and `options`, shared by every call with the same arguments. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    const pattern = patternFor(locale, options);
    formatter = pattern ? new PatternFormatter(locale, options, pattern) : new Intl.DateTimeFormat(locale, options);
    cache.set(key, formatter);
  }
  return formatter;
}
