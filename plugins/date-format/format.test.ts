import {describe, expect, it} from 'vitest';
import {dateFormatter} from './format';

// The option sets the classic theme passes (blog post, doc "last updated", blog archive),
// with the calendar useDateTimeFormat adds from the locale config.
const THEME_OPTIONS: Intl.DateTimeFormatOptions[] = [
  {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
];
const LOCALES = ['en', 'zh'];
const DAY = 86_400_000;

describe('dateFormatter', () => {
  for (const locale of LOCALES) {
    for (const options of THEME_OPTIONS) {
      it(`writes what Intl writes, every day of 1970–2100 (${locale}, ${JSON.stringify(options)})`, () => {
        const ours = dateFormatter(locale, options);
        const intl = new Intl.DateTimeFormat(locale, options);
        expect(ours).not.toBeInstanceOf(Intl.DateTimeFormat);
        const wrong: string[] = [];
        // Noon, and a second before and after midnight UTC: the day is the UTC one.
        for (let day = Date.UTC(1970, 0, 1); day < Date.UTC(2101, 0, 1); day += DAY) {
          for (const time of [day, day + DAY / 2, day + DAY - 1000]) {
            if (ours.format(time) !== intl.format(time)) wrong.push(`${new Date(time).toISOString()}: ${ours.format(time)} ≠ ${intl.format(time)}`);
          }
        }
        expect(wrong.slice(0, 5)).toEqual([]);
      });
    }
  }

  it('accepts a Date, a timestamp or nothing (now), like Intl', () => {
    const ours = dateFormatter('en', THEME_OPTIONS[0]);
    const intl = new Intl.DateTimeFormat('en', THEME_OPTIONS[0]);
    expect(ours.format(new Date(Date.UTC(2024, 1, 29)))).toBe('February 29, 2024');
    expect(ours.format(Date.UTC(2024, 1, 29))).toBe('February 29, 2024');
    expect(ours.format()).toBe(intl.format());
  });

  it('leaves years outside 1000–9999 and invalid dates to Intl', () => {
    const ours = dateFormatter('en', THEME_OPTIONS[0]);
    const intl = new Intl.DateTimeFormat('en', THEME_OPTIONS[0]);
    for (const time of [Date.UTC(999, 11, 31), Date.UTC(-50, 5, 1), Date.UTC(10_000, 0, 1)]) {
      expect(ours.format(time)).toBe(intl.format(time));
    }
    expect(() => ours.format(Number.NaN)).toThrow(RangeError);
  });

  it('hands parts and resolved options to Intl', () => {
    const ours = dateFormatter('zh', THEME_OPTIONS[1]);
    const intl = new Intl.DateTimeFormat('zh', THEME_OPTIONS[1]);
    const time = Date.UTC(2026, 10, 27);
    expect(ours.formatToParts(time)).toEqual(intl.formatToParts(time));
    expect(ours.resolvedOptions()).toEqual(intl.resolvedOptions());
  });

  it('uses Intl itself for any other locale or options', () => {
    for (const [locale, options] of [
      ['fr', THEME_OPTIONS[0]],
      ['en', {...THEME_OPTIONS[0], timeZone: 'Asia/Shanghai'}],
      ['en', {...THEME_OPTIONS[0], calendar: 'chinese'}],
      ['en', {...THEME_OPTIONS[0], weekday: 'long'}],
      ['en', {...THEME_OPTIONS[0], month: 'numeric'}],
      ['zh', {...THEME_OPTIONS[0], year: '2-digit'}],
      ['en', {}],
    ] as const) {
      expect(dateFormatter(locale, options)).toBeInstanceOf(Intl.DateTimeFormat);
    }
  });

  it('builds one formatter per locale and options', () => {
    expect(dateFormatter('en', {...THEME_OPTIONS[0]})).toBe(dateFormatter('en', {...THEME_OPTIONS[0]}));
    expect(dateFormatter('en', THEME_OPTIONS[0])).not.toBe(dateFormatter('zh', THEME_OPTIONS[0]));
  });
});
